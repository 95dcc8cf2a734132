import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventResult } from '../../../contract/sports/markets';
import type { LegOutcome } from '../../../contract/sports/settlement';
import { at, stakeSplit, timestamps } from './columns';
import { users } from './users';

/** A league (or tournament) of the feed: its sport and country. `external_id` is the feed's own id. */
export const sportsLeagues = pgTable('sports_leagues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  externalId: text('external_id').notNull().unique(),
  sport: text('sport').notNull(),
  country: text('country').notNull(),
  name: text('name').notNull(),
});

/**
 * An event: a match (home v away) or an outright (`name`). `status`: upcoming | live | ended | abandoned; `result`
 * (contract/sports/markets.ts EventResult) once official, `result_version` counts its corrections.
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: text('external_id').notNull().unique(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportsLeagues.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    home: text('home'),
    away: text('away'),
    startsAt: at('starts_at').notNull(),
    status: text('status').notNull(),
    /** What the live event shows: "63'", "Set 2", "Q3". */
    clock: text('clock'),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    result: jsonb('result').$type<EventResult>(),
    resultVersion: integer('result_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('sports_events_status_start_idx').on(t.status, t.startsAt),
    index('sports_events_league_idx').on(t.leagueId),
  ],
);

/**
 * A market of an event. `status`: open | suspended (with `suspend_reason`) | settled. `line_quarters`: totals and
 * handicaps (contract/sports/markets.ts); `places`: an outright's paid places.
 */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    externalId: text('external_id').notNull(),
    kind: text('kind').notNull(),
    lineQuarters: integer('line_quarters'),
    places: integer('places'),
    status: text('status').notNull(),
    suspendReason: text('suspend_reason'),
  },
  (t) => [uniqueIndex('sports_markets_event_key').on(t.eventId, t.externalId)],
);

/**
 * A selection and its price (decimal odds in thousandths, the operator's margin applied); `odds` null while the
 * feed offers no price for it. `outcome` once its market settled (contract/sports/settlement.ts LegOutcome).
 */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    odds: integer('odds'),
    /** The feed's margin-free price the book's price was made from. */
    fairOdds: integer('fair_odds'),
    outcome: jsonb('outcome').$type<LegOutcome>(),
  },
  (t) => [uniqueIndex('sports_selections_market_key').on(t.marketId, t.key)],
);

/**
 * A player's bet: a single (one leg) or an accumulator. `status`: open | settled | cashed_out. `paid_minor` is
 * everything the bet has paid the player so far (settlement, resettlements, cash-out); `settlement_version` counts
 * the settlements posted to the ledger (each one's key carries it).
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** The accepted combined odds (thousandths, rounded down: what the slip showed). */
    odds: integer('odds').notNull(),
    potentialPayoutMinor: bigint('potential_payout_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** won | lost | void | returned (contract/sports/settlement.ts BetResult), or cashed_out. */
    result: text('result'),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settlementVersion: integer('settlement_version').notNull().default(0),
    /** What the last corrected result replaced: the result and paid before it (null: never resettled). */
    previousResult: text('previous_result'),
    previousPaidMinor: bigint('previous_paid_minor', { mode: 'bigint' }),
    /** The Idempotency-Key of the cash-out that closed the bet (a resend of it answers the bet). */
    cashOutKey: text('cash_out_key'),
    ...stakeSplit(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('sports_bets_user_key').on(t.userId, t.idempotencyKey),
    // A player's bets newest first, paged by (created_at, id): My bets' settled tab and the profile history.
    index('sports_bets_user_time_idx').on(t.userId, t.createdAt, t.id),
    // My bets' open tab: a player's few open bets among their many settled ones.
    index('sports_bets_user_open_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // The live feed's newest settlements and cash-outs (server/realtime/feed-sources.ts).
    index('sports_bets_settled_idx').on(t.settledAt).where(sql`${t.status} IN ('settled', 'cashed_out')`),
  ],
);

/** One selection of a bet at the odds it was accepted at (its outcome is its selection's). */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => sportsSelections.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    odds: integer('odds').notNull(),
  },
  (t) => [index('sports_bet_legs_bet_idx').on(t.betId), index('sports_bet_legs_event_idx').on(t.eventId)],
);

/** The operator's margins in basis points, by scope: a market kind, `default`, or `cash_out`. */
export const sportsMargins = pgTable('sports_margins', {
  scope: text('scope').primaryKey(),
  marginBp: integer('margin_bp').notNull(),
  ...timestamps,
});

/** The operator's stake limits and maximum payout per currency and market kind (`*`: every kind). */
export const sportsLimits = pgTable(
  'sports_limits',
  {
    currency: text('currency').notNull(),
    marketKind: text('market_kind').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.currency, t.marketKind] })],
);

/**
 * The operator's limits for one market in one currency: they replace its kind's (and the `*` row's) for a leg on
 * that market (a marquee match taking more, a thin market less).
 */
export const sportsMarketLimits = pgTable(
  'sports_market_limits',
  {
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    currency: text('currency').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.marketId, t.currency] })],
);
