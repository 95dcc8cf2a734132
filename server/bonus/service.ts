import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../contract/api/wallet';
import {
  bonusShareTo,
  type GameCategory,
  matchAmount,
  maxBetRefusal,
  requirement,
  type ShareTo,
  type StakeSplit,
  shareChange,
  splitStake,
  type WagerBase,
  weightedStake,
} from '../../contract/bonus/wagering';
import { type Currency, fromMinor } from '../../contract/money';
import {
  type BonusGrantRow,
  type BonusOfferRow,
  bonusEvents,
  bonusGrants,
  bonusOffers,
  invoices,
  users,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { Posting, PostResult, Runner, WalletService } from '../wallet/service';

/** Offer kinds a deposit can trigger, in the order they are tried. */
const DEPOSIT_KINDS = ['regdep', 'welcome_pack', 'deposit_match'] as const;
/** Spec §4: the regdep countdown after registration with a promo. */
export const REGDEP_COUNTDOWN_S = 3 * 24 * 3600;

const minorIn = (amounts: Record<string, string>, currency: Currency): bigint | null =>
  amounts[currency] === undefined ? null : BigInt(amounts[currency]);

/** How often the schedule expires due bonuses and free-spins campaigns (besides every read of the player's money). */
export const BONUS_EXPIRY_CHECK_MS = 10_000;

/**
 * A round's stake as the bonus engine sees it (real money first, then bonus money, in every game). `odds`: a sports bet's combined odds (its weight); `field`: where a refusal is reported (`amount`).
 */
export interface BonusRound {
  userId: number;
  currency: Currency;
  stake: bigint;
  category: GameCategory;
  odds?: number;
  field?: string;
}

/** A free bet asked for: the campaign that pays it and the round it would pay. */
export interface FreeBetSpend {
  userId: number;
  campaignId: number;
  game: string;
  currency: Currency;
  /** The round's stake, which must be the value per spin; null: a provider's free spin, played at that value. */
  stake: bigint | null;
}

/** A spin taken from a campaign (in the round's transaction): the campaign after it and its offer. */
export interface FreeBet {
  campaign: BonusGrantRow;
  offer: BonusOfferRow;
}

export interface BonusStake {
  split: StakeSplit;
  grant: BonusGrantRow;
  weighted: bigint;
}

/** What a stake paid later keeps on its row (rule 8): its bonus part and the bonus that funded it. */
export interface KeptSplit {
  stake: bigint;
  bonusMinor: bigint;
  grantId: number | null;
}

/** The split a deferred stake's row keeps: the bonus part and its grant (none when the stake took no bonus money). */
export function keptSplit(stake: bigint, bonusStake: BonusStake | null): KeptSplit {
  const bonusMinor = bonusStake?.split.bonus ?? 0n;
  return { stake, bonusMinor, grantId: bonusMinor > 0n && bonusStake ? bonusStake.grant.id : null };
}

/**
 * A deferred game's stake, in the transaction of the row that keeps its split: the real part from cash and the bonus
 * part from the bonus balance (one posting), then its wagering step while a bonus is active (under `reference`).
 */
export async function postDeferredStake(
  tx: Tx,
  services: { wallet: WalletService; bonus?: Pick<BonusService, 'wagered'> },
  stake: {
    userId: number;
    currency: Currency;
    split: KeptSplit;
    bonusStake: BonusStake | null;
    idempotencyKey: string;
    reference: string;
  },
): Promise<PostResult> {
  const { userId, currency, split, bonusStake, idempotencyKey, reference } = stake;
  const posted = await services.wallet.post(
    [
      services.wallet.stakePosting({
        userId,
        currency,
        cash: split.stake - split.bonusMinor,
        bonus: split.bonusMinor,
        kind: 'bet',
        idempotencyKey,
        reference,
      }),
    ],
    tx,
  );
  if (bonusStake && services.bonus) await services.bonus.wagered(tx, bonusStake, reference);
  return posted;
}

/**
 * A payment for a stake that took bonus money, made after it (rule 8): `amount` in total now, `paid` before it (a
 * corrected result moves the difference). `reference` names the stake (what the player's rows show).
 */
export interface LaterPayment {
  userId: number;
  currency: Currency;
  split: KeptSplit;
  amount: bigint;
  paid?: bigint;
  kind: LedgerKind;
  idempotencyKey: string;
  reference: string;
}

/**
 * The bonus engine (contract/bonus/wagering.ts holds the rules). Money moves only through the wallet, in the
 * transaction of the grant row it explains; every grant, wager, completion, expiry and forfeit is a `bonus_events` row.
 */
export function createBonusService({
  db,
  wallet,
  now = () => new Date(),
}: {
  db: Db;
  wallet: WalletService;
  now?: () => Date;
}) {
  /** A row the player sees; `at`: when it happened (an expiry at the bonus's own time, however late it is noticed). */
  async function event(
    tx: Runner,
    grant: BonusGrantRow,
    kind: string,
    amountMinor: bigint,
    reference: string | null,
    at: Date = now(),
  ) {
    await tx
      .insert(bonusEvents)
      .values({ grantId: grant.id, userId: grant.userId, kind, amountMinor, reference, createdAt: at });
  }

  async function activeGrant(tx: Runner, userId: number, lock: boolean): Promise<BonusGrantRow | null> {
    const query = tx
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The oldest pending grant becomes active at `at` (when the one before ended): its money moves to bonus; its clock starts. */
  async function activateNext(tx: Tx, userId: number, at: Date): Promise<void> {
    const [next] = await tx
      .select({ grant: bonusGrants, lifetimeS: bonusOffers.lifetimeS })
      .from(bonusGrants)
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
      .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'pending')))
      .orderBy(asc(bonusGrants.id))
      .limit(1)
      .for('update', { of: bonusGrants });
    if (!next) return;
    const [grant] = await tx
      .update(bonusGrants)
      .set({
        status: 'active',
        activatedAt: at,
        expiresAt: new Date(at.getTime() + next.lifetimeS * 1000),
        updatedAt: at,
      })
      .where(eq(bonusGrants.id, next.grant.id))
      .returning();
    if (!grant) return;
    await movePending(tx, grant, 'activate', null, at);
  }

  /** A pending grant's money leaves `bonus_pending`: into the bonus balance (activate) or back to the pool. */
  async function movePending(
    tx: Tx,
    grant: BonusGrantRow,
    step: 'activate' | 'forfeit',
    reference: string | null,
    at: Date = now(),
  ) {
    const activate = step === 'activate';
    await wallet.post(
      [
        wallet.transferPosting({
          userId: grant.userId,
          currency: grant.currency as Currency,
          amountMinor: grant.amountMinor,
          kind: activate ? 'bonus_activate' : 'bonus_forfeit',
          idempotencyKey: `bonus:grant:${grant.id}:${activate ? 'activate' : 'forfeited'}`,
          reference: `bonus:${grant.id}`,
          from: 'bonus_pending',
          to: activate ? 'bonus' : 'bonus_pool',
        }),
      ],
      tx,
    );
    await event(tx, grant, step, grant.amountMinor, reference, at);
  }

  /**
   * Ends the active grant (locked by the caller) as `completed` (the bonus balance to cash), `expired` or
   * `forfeited` (the bonus balance back to the pool), exactly once: the status changes only from active.
   */
  async function endActive(
    tx: Tx,
    grant: BonusGrantRow,
    status: 'completed' | 'expired' | 'forfeited',
    reference: string | null,
    at: Date = now(),
  ) {
    const [ended] = await tx
      .update(bonusGrants)
      .set({ status, endedAt: at, updatedAt: at })
      .where(and(eq(bonusGrants.id, grant.id), eq(bonusGrants.status, 'active')))
      .returning();
    if (!ended) return false;
    const currency = grant.currency as Currency;
    const { bonus } = await wallet.balances(grant.userId, currency, tx);
    if (bonus > 0n) {
      const completed = status === 'completed';
      await wallet.post(
        [
          wallet.transferPosting({
            userId: grant.userId,
            currency,
            amountMinor: bonus,
            kind: completed ? 'bonus_convert' : 'bonus_forfeit',
            idempotencyKey: `bonus:grant:${grant.id}:${status}`,
            reference: `bonus:${grant.id}`,
            from: 'bonus',
            to: completed ? 'cash' : 'bonus_pool',
          }),
        ],
        tx,
      );
    }
    await event(
      tx,
      grant,
      status === 'completed' ? 'complete' : status === 'expired' ? 'expire' : 'forfeit',
      bonus,
      reference,
      at,
    );
    await activateNext(tx, grant.userId, at);
    return true;
  }

  /** A wagering step on the active grant (locked by the caller), and the conversion when the requirement is met. */
  async function step(tx: Tx, grantId: number, weighted: bigint, reference: string): Promise<void> {
    if (weighted <= 0n) return;
    const [grant] = await tx
      .update(bonusGrants)
      .set({ wageredMinor: sql`${bonusGrants.wageredMinor} + ${weighted}`, updatedAt: now() })
      .where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.status, 'active')))
      .returning();
    if (!grant) return;
    await event(tx, grant, 'wager', weighted, reference);
    if (grant.wageredMinor >= grant.requiredMinor) await endActive(tx, grant, 'completed', reference);
  }

  /** The active grant, locked, after expiring it at its own time if that has passed (then the next one, if any). */
  async function currentGrant(tx: Tx, userId: number): Promise<BonusGrantRow | null> {
    for (let i = 0; i < 8; i++) {
      const grant = await activeGrant(tx, userId, true);
      if (!grant || grant.expiresAt.getTime() > now().getTime()) return grant;
      await endActive(tx, grant, 'expired', null, grant.expiresAt);
    }
    return null;
  }

  /** Rule 8: where a stake's bonus share goes now, by its grant's status (expired first if its time is up). */
  async function shareTo(tx: Tx, userId: number, grantId: number): Promise<{ to: ShareTo; grant: BonusGrantRow }> {
    await currentGrant(tx, userId);
    const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
    if (!grant) throw new Error(`No bonus grant ${grantId}`);
    return { to: bonusShareTo(grant.status), grant };
  }

  /**
   * Rule 8, a payment of at least what was paid before (a win, a cash-out, a sale, a refund): the cash share from the
   * house to cash; the bonus share from the bonus pool to the bonus balance while its bonus is active, to cash once it
   * converted, and nowhere once it ended (a `forfeit_share` row). The postings, for the caller to write in its
   * transaction (with others in one statement); empty when nothing is paid.
   */
  async function sharePostings(tx: Tx, p: LaterPayment): Promise<Posting[]> {
    const stake = { cash: p.split.stake - p.split.bonusMinor, bonus: p.split.bonusMinor };
    const change = shareChange(p.amount, p.paid ?? 0n, stake);
    if (change.cash < 0n || change.bonus < 0n) throw new Error('A smaller payment takes back: takeBackShare');
    let bonus = change.bonus;
    let bonusAccount: 'bonus' | 'cash' = 'bonus';
    if (bonus > 0n && p.split.grantId !== null) {
      const { to, grant } = await shareTo(tx, p.userId, p.split.grantId);
      if (to === 'forfeit') {
        await event(tx, grant, 'forfeit_share', bonus, p.reference);
        bonus = 0n;
      } else bonusAccount = to;
    }
    const posting = wallet.splitPosting({ ...p, cash: change.cash, bonus, bonusAccount, toPlayer: true });
    return posting ? [posting] : [];
  }

  /**
   * Rule 8, a corrected result that pays less than before: the cash share back from cash (what it cannot cover as
   * debt, wallet.takeBack); the bonus share from the bonus balance, as far as it holds, while its bonus is active,
   * with the cash share once it converted, not at all once it ended.
   */
  async function takeBackShare(tx: Tx, p: LaterPayment): Promise<void> {
    const stake = { cash: p.split.stake - p.split.bonusMinor, bonus: p.split.bonusMinor };
    const change = shareChange(p.amount, p.paid ?? 0n, stake);
    let fromCash = -change.cash;
    let fromBonus = 0n;
    if (change.bonus < 0n && p.split.grantId !== null) {
      const { to } = await shareTo(tx, p.userId, p.split.grantId);
      if (to === 'cash') fromCash += -change.bonus;
      if (to === 'bonus') {
        const held = (await wallet.balances(p.userId, p.currency, tx)).bonus;
        fromBonus = -change.bonus;
        if (held < fromBonus) fromBonus = held;
      }
    }
    const money = { userId: p.userId, currency: p.currency, kind: p.kind, reference: p.reference };
    if (fromBonus > 0n) {
      const key = `${p.idempotencyKey}:bonus`;
      await wallet.post(
        [
          wallet.transferPosting({
            ...money,
            idempotencyKey: key,
            amountMinor: fromBonus,
            from: 'bonus',
            to: 'bonus_pool',
          }),
        ],
        tx,
      );
    }
    if (fromCash > 0n) await wallet.takeBack(tx, { ...money, idempotencyKey: p.idempotencyKey, amountMinor: fromCash });
  }

  /** Closes the player's open free-spins campaigns whose time is up, each at its own expiry time. */
  async function expireCampaigns(tx: Tx, userId: number): Promise<void> {
    const due = await tx
      .update(bonusGrants)
      .set({ status: 'expired', endedAt: sql`${bonusGrants.expiresAt}`, updatedAt: now() })
      .where(
        and(
          eq(bonusGrants.userId, userId),
          eq(bonusGrants.status, 'open'),
          sql`${bonusGrants.expiresAt} <= ${now().toISOString()}::timestamptz`,
        ),
      )
      .returning();
    for (const row of due) await event(tx, row, 'expire', 0n, null, row.expiresAt);
  }

  /** Expires the player's due bonus (and the next ones it starts) and free-spins campaigns, in one transaction. */
  async function expireNow(userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await currentGrant(tx, userId);
      await expireCampaigns(tx, userId);
    });
  }

  /**
   * Expires the player's due bonus and free-spins campaigns (every read of their money calls it, so the balance
   * shown never holds expired bonus money). Nothing is due: one read, no transaction.
   */
  async function expireDue(userId: number): Promise<void> {
    const [due] = await db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(
        and(
          eq(bonusGrants.userId, userId),
          sql`${bonusGrants.status} IN ('active', 'open')`,
          sql`${bonusGrants.expiresAt} <= ${now().toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (due) await expireNow(userId);
  }

  /** Whether an offer's uses are all taken (a regdep, a promo, a deposit offer with `max_uses`). */
  const exhausted = (offer: BonusOfferRow) => offer.maxUses !== null && offer.uses >= offer.maxUses;

  /** Counts one use of the offer in the caller's transaction; false when its uses ran out meanwhile. */
  async function countUse(tx: Tx, offerId: number): Promise<boolean> {
    const [counted] = await tx
      .update(bonusOffers)
      .set({ uses: sql`${bonusOffers.uses} + 1` })
      .where(
        and(
          eq(bonusOffers.id, offerId),
          sql`(${bonusOffers.maxUses} IS NULL OR ${bonusOffers.uses} < ${bonusOffers.maxUses})`,
        ),
      )
      .returning({ id: bonusOffers.id });
    return counted !== undefined;
  }

  /**
   * Grants an offer's bonus in the caller's transaction: active when the player has none, else pending behind it;
   * a cash reward goes straight to cash. Once per (player, offer, source): a second call grants nothing (null).
   */
  async function grant(
    tx: Tx,
    input: {
      userId: number;
      offer: BonusOfferRow;
      currency: Currency;
      amountMinor: bigint;
      depositMinor?: bigint;
      source: string;
      /** A free spin's win: bonus money under the campaign's wagering, not a new campaign. */
      spinWin?: boolean;
    },
  ): Promise<BonusGrantRow | null> {
    const { userId, offer, currency, amountMinor, source } = input;
    if (amountMinor <= 0n) return null;
    const depositMinor = input.depositMinor ?? 0n;
    const cash = offer.kind === 'cash';
    // A free-spins campaign holds no money: each spin's win becomes bonus money when a game spends it.
    const spins = offer.kind === 'free_spins' && !input.spinWin;
    const active = cash || spins ? null : await currentGrant(tx, userId);
    const status = spins ? 'open' : cash ? 'paid' : active ? 'pending' : 'active';
    const at = now();
    const [row] = await tx
      .insert(bonusGrants)
      .values({
        userId,
        offerId: offer.id,
        kind: offer.kind,
        status,
        currency,
        amountMinor,
        depositMinor,
        requiredMinor: requirement(offer.wagerMultiplier, offer.wagerBase as WagerBase, amountMinor, depositMinor),
        maxBetMinor: minorIn(offer.maxBets, currency),
        spinsLeft: spins ? offer.spins : null,
        spinValueMinor: spins ? amountMinor : null,
        source,
        expiresAt: new Date(at.getTime() + offer.lifetimeS * 1000),
        activatedAt: status === 'active' ? at : null,
        endedAt: cash ? at : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (spins) {
      await event(tx, row, 'grant', 0n, source);
      return row;
    }
    await wallet.post(
      [
        wallet.transferPosting({
          userId,
          currency,
          amountMinor,
          kind: 'bonus_grant',
          idempotencyKey: `bonus:grant:${row.id}:grant`,
          reference: `bonus:${row.id}`,
          from: 'bonus_pool',
          to: cash ? 'cash' : status === 'active' ? 'bonus' : 'bonus_pending',
        }),
      ],
      tx,
    );
    await event(tx, row, 'grant', amountMinor, source);
    // A bonus with nothing to wager is real money at once.
    if (status === 'active' && row.requiredMinor === 0n) await endActive(tx, row, 'completed', null);
    return row;
  }

  async function paidDeposits(runner: Runner, userId: number): Promise<number> {
    const [row] = await runner
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, 3)));
    return Number(row?.n ?? 0);
  }

  const started = (offer: BonusOfferRow, at: Date) =>
    offer.startsAt === null || offer.startsAt.getTime() <= at.getTime();
  const live = (offer: BonusOfferRow, at: Date) =>
    offer.active && started(offer, at) && (offer.endsAt === null || offer.endsAt.getTime() > at.getTime());

  /**
   * The regdep offer of the player's registration promo while its countdown runs, for the first deposit only
   * (`deposit`: the number of the deposit in question; by default the next one).
   */
  async function waitingRegDep(
    runner: Runner,
    userId: number,
    deposit?: number,
  ): Promise<{ offer: BonusOfferRow; endsAt: Date } | null> {
    const [row] = await runner
      .select({ offer: bonusOffers, registeredAt: users.createdAt })
      .from(users)
      .innerJoin(
        bonusOffers,
        sql`lower(${bonusOffers.code}) = lower(${users.promo}) AND ${bonusOffers.kind} = 'regdep'`,
      )
      .where(eq(users.id, userId));
    if (!row || !live(row.offer, now()) || exhausted(row.offer)) return null;
    const endsAt = new Date(row.registeredAt.getTime() + REGDEP_COUNTDOWN_S * 1000);
    if (endsAt.getTime() <= now().getTime() || (deposit ?? (await paidDeposits(runner, userId)) + 1) !== 1) return null;
    return { offer: row.offer, endsAt };
  }

  /** The offer the player's next deposit (number `n`, 1 = first) would trigger: regdep, a welcome-pack step, a match. */
  async function depositOffer(runner: Runner, userId: number, n: number): Promise<BonusOfferRow | null> {
    for (const kind of DEPOSIT_KINDS) {
      if (kind === 'regdep') {
        const waiting = await waitingRegDep(runner, userId, n);
        if (waiting) return waiting.offer;
        continue;
      }
      const offers = await runner
        .select()
        .from(bonusOffers)
        .where(
          and(
            eq(bonusOffers.kind, kind),
            kind === 'welcome_pack' ? eq(bonusOffers.step, n) : sql`${bonusOffers.code} IS NULL`,
          ),
        )
        .orderBy(asc(bonusOffers.id));
      const offer = offers.find((o) => live(o, now()) && !exhausted(o));
      if (offer) return offer;
    }
    return null;
  }

  return {
    grant,
    depositOffer,
    waitingRegDep,
    sharePostings,
    takeBackShare,

    /** Rule 8 for one payment, written in the caller's transaction. */
    async payShare(tx: Tx, p: LaterPayment): Promise<void> {
      const postings = await sharePostings(tx, p);
      if (postings.length > 0) await wallet.post(postings, tx);
    },

    /** The name of the bonus the player's next deposit would trigger (billing data: payments.bonus.name). */
    async nextDepositBonusName(userId: number): Promise<string | null> {
      const offer = await depositOffer(db, userId, (await paidDeposits(db, userId)) + 1);
      return offer?.name ?? null;
    },

    /**
     * A paid deposit (billing's webhook, in its transaction, after the invoice turned paid): the bonus it triggers,
     * unless the player declined it when creating the invoice.
     */
    async onDeposit(tx: Tx, deposit: { userId: number; currency: Currency; amountMinor: bigint; invoiceId: number }) {
      const n = await paidDeposits(tx, deposit.userId);
      // An offer whose last use another deposit took meanwhile is skipped: the next kind is tried.
      for (let attempt = 0; attempt < DEPOSIT_KINDS.length + 1; attempt++) {
        const offer = await depositOffer(tx, deposit.userId, n);
        if (!offer || offer.percent === null) return null;
        const amountMinor = matchAmount(deposit.amountMinor, offer.percent, minorIn(offer.amounts, deposit.currency));
        if (amountMinor <= 0n) return null;
        if (!(await countUse(tx, offer.id))) continue;
        return grant(tx, {
          ...deposit,
          offer,
          amountMinor,
          depositMinor: deposit.amountMinor,
          source: `invoice:${deposit.invoiceId}`,
        });
      }
      return null;
    },

    /** Whether the player has an active bonus (the games then write the round in a transaction with its wagering). */
    async hasActive(userId: number): Promise<boolean> {
      return (await activeGrant(db, userId, false)) !== null;
    },

    /**
     * A stake while a bonus is active (in the round's transaction): the max bet, then real money first. The grant
     * stays locked until the round commits.
     */
    async stake(tx: Tx, round: BonusRound): Promise<BonusStake | null> {
      const grant = await currentGrant(tx, round.userId);
      if (!grant || grant.currency !== round.currency) return null;
      if (maxBetRefusal(round.stake, grant.maxBetMinor)) {
        throw new ValidationError({
          [round.field ?? 'amount']: [
            `bonus_max_bet: While your bonus is wagered the maximum bet is ${fromMinor(grant.maxBetMinor ?? 0n, round.currency)} ${round.currency}`,
          ],
        });
      }
      const balances = await wallet.balances(round.userId, round.currency, tx);
      const split = splitStake(round.stake, balances.cash, balances.bonus);
      // Not covered: the wallet's own guard answers insufficient funds.
      return {
        split: split ?? { cash: round.stake, bonus: 0n },
        grant,
        weighted: weightedStake(round.stake, round.category, round.odds),
      };
    },

    /** After the round's money (same transaction): its wagering step, and the conversion when the requirement is met. */
    async wagered(tx: Tx, stake: BonusStake, reference: string): Promise<void> {
      await step(tx, stake.grant.id, stake.weighted, reference);
    },

    /**
     * What a stake counts changed after it was placed (in the transaction of the refund or settlement that changed
     * it; `reference`: the one its `wager` step was written under; `counts`: what it counts now, 0 when given back).
     * The bonus it counted towards moves by the difference from what it counts so far, so a resent void or rollback
     * moves nothing, and a result corrected back counts it again. Only while that bonus is active: a converted,
     * expired or forfeited bonus is final.
     */
    async recount(tx: Tx, userId: number, reference: string, counts: bigint): Promise<void> {
      const [counted] = await tx
        .select({ grantId: bonusEvents.grantId })
        .from(bonusEvents)
        .where(and(eq(bonusEvents.userId, userId), eq(bonusEvents.reference, reference), eq(bonusEvents.kind, 'wager')))
        .limit(1);
      if (!counted) return;
      const grant = await currentGrant(tx, userId);
      if (grant?.id !== counted.grantId) return;
      const [sofar] = await tx
        .select({
          minor: sql<string>`coalesce(sum(CASE ${bonusEvents.kind} WHEN 'wager' THEN ${bonusEvents.amountMinor}
            ELSE -${bonusEvents.amountMinor} END), 0)`,
        })
        .from(bonusEvents)
        .where(
          and(
            eq(bonusEvents.userId, userId),
            eq(bonusEvents.grantId, grant.id),
            eq(bonusEvents.reference, reference),
            sql`${bonusEvents.kind} IN ('wager', 'unwager')`,
          ),
        );
      const delta = counts - BigInt(sofar?.minor ?? 0);
      if (delta > 0n) return step(tx, grant.id, delta, reference);
      if (delta === 0n) return;
      const taken = -delta < grant.wageredMinor ? -delta : grant.wageredMinor;
      if (taken === 0n) return;
      const [less] = await tx
        .update(bonusGrants)
        .set({ wageredMinor: sql`${bonusGrants.wageredMinor} - ${taken}`, updatedAt: now() })
        .where(eq(bonusGrants.id, grant.id))
        .returning();
      if (less) await event(tx, less, 'unwager', taken, reference);
    },

    /**
     * A free bet (in the round's transaction, before the round is written): one spin of the player's open campaign
     * for this game, at the campaign's value per spin. Refused (422, nothing written) when the campaign is not the
     * player's, not open, out of spins or time, for another game, or the stake is not its value per spin.
     */
    async spendFreeBet(tx: Tx, spend: FreeBetSpend): Promise<FreeBet> {
      const refuse = (code: string, text: string): never => {
        throw new ValidationError({ free_bet: [`${code}: ${text}`] });
      };
      const [row] = await tx
        .select({ campaign: bonusGrants, offer: bonusOffers })
        .from(bonusGrants)
        .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
        .where(
          and(
            eq(bonusGrants.id, spend.campaignId),
            eq(bonusGrants.userId, spend.userId),
            eq(bonusGrants.kind, 'free_spins'),
            sql`${bonusGrants.spinsLeft} IS NOT NULL`,
          ),
        )
        .for('update', { of: bonusGrants });
      const at = now();
      if (!row) return refuse('free_bet_unavailable', 'No such free-spins campaign');
      const { campaign, offer } = row;
      if (campaign.status === 'cancelled')
        return refuse('free_bet_unavailable', 'This free-spins campaign was cancelled');
      if (campaign.status === 'expired' || (campaign.status === 'open' && campaign.expiresAt <= at)) {
        return refuse('free_bet_unavailable', 'This free-spins campaign has expired');
      }
      if (campaign.status !== 'open' || (campaign.spinsLeft ?? 0) <= 0) {
        return refuse('free_bet_unavailable', 'This free-spins campaign has no spins left');
      }
      if (offer.game !== spend.game) return refuse('free_bet_game', `This free-spins campaign is for ${offer.game}`);
      const value = campaign.spinValueMinor ?? 0n;
      if (campaign.currency !== spend.currency || (spend.stake !== null && spend.stake !== value)) {
        return refuse(
          'free_bet_amount',
          `A free bet is ${fromMinor(value, campaign.currency as Currency)} ${campaign.currency}`,
        );
      }
      const left = (campaign.spinsLeft ?? 1) - 1;
      const [spent] = await tx
        .update(bonusGrants)
        .set({
          spinsLeft: left,
          status: left === 0 ? 'completed' : 'open',
          endedAt: left === 0 ? at : null,
          updatedAt: at,
        })
        .where(eq(bonusGrants.id, campaign.id))
        .returning();
      return { campaign: spent ?? campaign, offer };
    },

    /** After the free bet's round (same transaction): the spin's row, and its win as a bonus under the campaign's wagering. */
    async freeBetPlayed(tx: Tx, bet: FreeBet, win: bigint, reference: string): Promise<void> {
      await event(tx, bet.campaign, 'wager', bet.campaign.spinValueMinor ?? 0n, reference);
      const currency = bet.campaign.currency as Currency;
      await grant(tx, {
        userId: bet.campaign.userId,
        offer: bet.offer,
        currency,
        amountMinor: win,
        source: reference,
        spinWin: true,
      });
    },

    /** A provider's win of a free spin (in the casino's win call's transaction): a bonus under the campaign's wagering. */
    async freeSpinWon(tx: Tx, campaignId: number, win: bigint, source: string): Promise<void> {
      const [row] = await tx
        .select({ campaign: bonusGrants, offer: bonusOffers })
        .from(bonusGrants)
        .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
        .where(eq(bonusGrants.id, campaignId));
      if (!row) throw new Error(`No free-spins campaign ${campaignId}`);
      const currency = row.campaign.currency as Currency;
      await grant(tx, {
        userId: row.campaign.userId,
        offer: row.offer,
        currency,
        amountMinor: win,
        source,
        spinWin: true,
      });
    },

    /** A provider's rollback of a free spin's bet (same transaction): the spin goes back to its campaign if it still runs. */
    async returnFreeSpin(tx: Tx, campaignId: number, reference: string): Promise<void> {
      const at = now();
      const [row] = await tx
        .update(bonusGrants)
        .set({ spinsLeft: sql`${bonusGrants.spinsLeft} + 1`, status: 'open', endedAt: null, updatedAt: at })
        .where(
          and(
            eq(bonusGrants.id, campaignId),
            sql`${bonusGrants.status} IN ('open', 'completed')`,
            sql`${bonusGrants.expiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (row) await event(tx, row, 'refund', row.spinValueMinor ?? 0n, reference);
    },

    /** The player's open campaigns for a provider's game (one the game can spend now), soonest to expire first. */
    async usableFreeSpins(runner: Runner, userId: number, game: string, currency: Currency) {
      return runner
        .select({ id: bonusGrants.id, spinsLeft: bonusGrants.spinsLeft, value: bonusGrants.spinValueMinor })
        .from(bonusGrants)
        .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
        .where(
          and(
            eq(bonusGrants.userId, userId),
            eq(bonusGrants.kind, 'free_spins'),
            eq(bonusGrants.status, 'open'),
            eq(bonusGrants.currency, currency),
            eq(bonusOffers.game, game),
            sql`${bonusGrants.spinsLeft} > 0`,
            sql`${bonusGrants.expiresAt} > ${now().toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.id));
    },

    /** Converts the active bonus if its requirement is met: exactly once, whoever calls it at the same time. */
    async convertIfMet(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const grant = await currentGrant(tx, userId);
        if (!grant || grant.wageredMinor < grant.requiredMinor) return false;
        return endActive(tx, grant, 'completed', null);
      });
    },

    /** A withdrawal request (in its transaction): the active and pending bonuses are forfeited; real money is not touched. */
    async forfeitAll(tx: Tx, userId: number, reference: string): Promise<void> {
      // The pending ones first: ending the active one starts the next pending one (activateNext).
      const pending = await tx
        .update(bonusGrants)
        .set({ status: 'forfeited', endedAt: now(), updatedAt: now() })
        .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'pending')))
        .returning();
      for (const row of pending) {
        await movePending(tx, row, 'forfeit', reference);
      }
      const grant = await currentGrant(tx, userId);
      if (grant) await endActive(tx, grant, 'forfeited', reference);
    },

    expireDue,

    /** The schedule's sweep (BONUS_EXPIRY_CHECK_MS): every player with a due bonus or campaign. How many it expired. */
    async expireAllDue(limit = 500): Promise<number> {
      const players = await db
        .selectDistinct({ userId: bonusGrants.userId })
        .from(bonusGrants)
        .where(
          and(
            sql`${bonusGrants.status} IN ('active', 'open')`,
            sql`${bonusGrants.expiresAt} <= ${now().toISOString()}::timestamptz`,
          ),
        )
        .limit(limit);
      // One player's failure does not keep the others' bonuses running; the next run tries it again.
      let failure: unknown = null;
      for (const { userId } of players) {
        await expireNow(userId).catch((error: unknown) => {
          failure ??= error;
        });
      }
      if (failure) throw failure;
      return players.length;
    },

    /** A promo code's offer, usable now in `currency` (404 unknown; 422 ended, used up, or not in the currency). */
    async promo(code: string, currency: Currency | null): Promise<BonusOfferRow> {
      const [offer] = await db
        .select()
        .from(bonusOffers)
        .where(and(sql`lower(${bonusOffers.code}) = lower(${code})`, sql`${bonusOffers.kind} IN ('promo', 'regdep')`));
      if (!offer) throw new HttpError(404, 'promo_unknown', 'No such promo code');
      if (offer.active && !started(offer, now())) {
        throw new ValidationError({
          promo: [`promo_not_started: This promo code can be used from ${offer.startsAt?.toISOString()}`],
        });
      }
      if (!live(offer, now()))
        throw new ValidationError({ promo: ['promo_expired: This promo code is no longer valid'] });
      if (exhausted(offer)) {
        throw new ValidationError({ promo: ['promo_exhausted: This promo code has been used up'] });
      }
      if (currency && offer.kind === 'promo' && minorIn(offer.amounts, currency) === null) {
        throw new ValidationError({ promo: [`promo_currency: This promo code is not for ${currency}`] });
      }
      return offer;
    },

    /** Activates a promo code for the player: once per player, within its uses and dates, in the player's currency. */
    async activatePromo(userId: number, code: string, currency: Currency): Promise<BonusGrantRow> {
      const offer = await this.promo(code, currency);
      if (offer.kind !== 'promo') {
        throw new ValidationError({
          promo: ['promo_registration: This code applies at registration and first deposit'],
        });
      }
      return db.transaction(async (tx) => {
        if (!(await countUse(tx, offer.id)))
          throw new ValidationError({ promo: ['promo_exhausted: This promo code has been used up'] });
        const amountMinor = minorIn(offer.amounts, currency) ?? 0n;
        const row = await grant(tx, { userId, offer, currency, amountMinor, source: 'promo' });
        if (!row) throw new ValidationError({ promo: ['promo_used: You have already used this promo code'] });
        return row;
      });
    },

    /** The player's free-spins campaigns, after closing those whose time is up. */
    async freeSpins(userId: number, id?: number) {
      await expireDue(userId);
      return db
        .select({ grant: bonusGrants, offer: bonusOffers })
        .from(bonusGrants)
        .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
        .where(
          and(
            eq(bonusGrants.userId, userId),
            eq(bonusGrants.kind, 'free_spins'),
            sql`${bonusGrants.spinsLeft} IS NOT NULL`,
            id === undefined ? sql`true` : eq(bonusGrants.id, id),
          ),
        )
        .orderBy(desc(bonusGrants.id))
        .limit(100);
    },

    /** Cancels an open campaign (its spins are lost; nothing moves). False: no open campaign of the player has that id. */
    async cancelFreeSpins(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bonusGrants)
          .set({ status: 'cancelled', endedAt: now(), updatedAt: now() })
          .where(
            and(
              eq(bonusGrants.id, id),
              eq(bonusGrants.userId, userId),
              eq(bonusGrants.kind, 'free_spins'),
              eq(bonusGrants.status, 'open'),
            ),
          )
          .returning();
        if (row) await event(tx, row, 'cancel', 0n, null);
        return row !== undefined;
      });
    },

    /** whoAreYou (the super_bonus cookie): the operator's offer with that key, granted once per player. */
    async superBonus(userId: number, key: string, currency: Currency): Promise<BonusGrantRow | null> {
      const [offer] = await db
        .select()
        .from(bonusOffers)
        .where(and(sql`lower(${bonusOffers.code}) = lower(${key})`, eq(bonusOffers.kind, 'super_bonus')));
      const amountMinor = offer ? minorIn(offer.amounts, currency) : null;
      if (!offer || !live(offer, now()) || amountMinor === null) return null;
      return db.transaction((tx) => grant(tx, { userId, offer, currency, amountMinor, source: 'super_bonus' }));
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
