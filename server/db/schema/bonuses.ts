import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * An offer the operator configured (server/bonus): what it grants and its wagering terms. Amounts are per currency,
 * as decimal strings of minor units in jsonb (`{"RUB": "100000"}`): the fixed amount of a promo, cash reward, super
 * bonus or free spin's value, and the cap of a deposit match.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** deposit_match | regdep | welcome_pack | promo | cash | free_spins | super_bonus (contract/bonus/offers.ts). */
    kind: text('kind').notNull(),
    /** The promo code (promo, regdep) or super_bonus key; unique among offers that have one. */
    code: text('code'),
    name: text('name').notNull(),
    publicTitle: text('public_title'),
    /** Welcome pack: which deposit (1 = the first) this step rewards. */
    step: integer('step'),
    /** Deposit match, regdep, welcome pack: the percentage of the deposit. */
    percent: integer('percent'),
    amounts: jsonb('amounts').$type<Record<string, string>>().notNull().default({}),
    wagerMultiplier: integer('wager_multiplier').notNull().default(0),
    /** 'bonus' or 'bonus_deposit': what the multiplier multiplies. */
    wagerBase: text('wager_base').notNull().default('bonus'),
    maxBets: jsonb('max_bets').$type<Record<string, string>>().notNull().default({}),
    /** How long a granted bonus can be wagered. */
    lifetimeS: integer('lifetime_s').notNull().default(604800),
    /** Free spins: the game and how many. */
    game: text('game'),
    spins: integer('spins'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bonus_offers_code_key').on(sql`lower(${t.code})`).where(sql`${t.code} IS NOT NULL`),
    uniqueIndex('bonus_offers_step_key').on(t.step).where(sql`${t.kind} = 'welcome_pack' AND ${t.active}`),
  ],
);

/**
 * A bonus given to a player: its money, its wagering and its fate. At most one is `active` per player (its money is
 * the `bonus` account); later ones wait as `pending` (money in `bonus_pending`). Ends: completed (converted to cash),
 * expired, forfeited (a withdrawal request), cancelled (free spins). One grant per (offer, player) where `once`.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** pending | active | completed | expired | forfeited | cancelled | paid (cash rewards). */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    /** Free spins left and the value of each. */
    spinsLeft: integer('spins_left'),
    spinValueMinor: bigint('spin_value_minor', { mode: 'bigint' }),
    /** What caused it: `invoice:12`, `promo:WELCOME`, ... (one grant per source). */
    source: text('source').notNull(),
    expiresAt: at('expires_at').notNull(),
    activatedAt: at('activated_at'),
    endedAt: at('ended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bonus_grants_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
    uniqueIndex('bonus_grants_source_key').on(t.userId, t.offerId, t.source),
    index('bonus_grants_user_idx').on(t.userId, t.id),
    // The expiry schedule's sweep (server/bonus): the running bonuses and open campaigns by their end.
    index('bonus_grants_due_idx').on(t.expiresAt).where(sql`${t.status} IN ('active', 'open')`),
  ],
);

/**
 * What happened to a grant, one row each, as the player sees it: grant, activate, wager, unwager (a stake given
 * back), complete, expire, forfeit, cancel, refund (a free spin given back), forfeit_share (the bonus share of a
 * payment after the stake, not paid because the bonus had ended).
 */
export const bonusEvents = pgTable(
  'bonus_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => bonusGrants.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A round, an invoice, a payout. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bonus_events_user_idx').on(t.userId, t.id),
    // A stake's wagering steps, read again when it is given back (server/bonus `recount`, on every sports settlement).
    index('bonus_events_stake_idx').on(t.userId, t.reference).where(sql`${t.kind} IN ('wager', 'unwager')`),
  ],
);

export type BonusOfferRow = typeof bonusOffers.$inferSelect;
export type BonusGrantRow = typeof bonusGrants.$inferSelect;
