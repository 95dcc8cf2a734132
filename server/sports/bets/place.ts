import { and, eq, inArray } from 'drizzle-orm';
import type { PlaceBetBody } from '../../../contract/api/sports';
import { type Currency, toMinor } from '../../../contract/money';
import type { MarketKind } from '../../../contract/sports/markets';
import { formatOdds, parseOdds } from '../../../contract/sports/odds';
import type { OddsPolicy } from '../../../contract/sports/slip';
import { accumulatorProblem, combinedOdds, potentialPayout } from '../../../contract/sports/slip';
import { type BonusService, keptSplit } from '../../bonus/service';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError, ValidationError } from '../../lib/http-error';
import { userCurrency } from '../../wallet/currency';
import { LedgerRejected, type WalletService } from '../../wallet/service';
import { limitsFor } from '../book/settings';
import { asStakeError, limitText, marketSuspended, oddsChanged, stakeError } from './errors';
import { legsOf } from './legs';
import { betView } from './views';

const legError = (i: number, field: string, code: string, text: string) =>
  new ValidationError({ [`legs.${i}.${field}`]: [`${code}: ${text}`] });

/** Why a priced selection takes no bet now, or null. */
function refusal(
  event: typeof sportsEvents.$inferSelect,
  market: typeof sportsMarkets.$inferSelect,
  odds: number | null,
) {
  if (market.status === 'settled' || event.status === 'ended' || event.status === 'abandoned') return 'settled';
  if (market.status === 'suspended') return market.suspendReason ?? 'suspended';
  if (event.kind === 'outright' && event.status !== 'upcoming') return 'event_started';
  if (odds === null) return 'no_price';
  return null;
}

/** The odds each leg is accepted at under the policy, or the refusal listing today's prices. */
function acceptedOdds(policy: OddsPolicy, legs: { selectionId: number; shown: number; current: number }[]): number[] {
  const moved = legs.filter((leg) =>
    policy === 'any' ? false : policy === 'higher' ? leg.current < leg.shown : leg.current !== leg.shown,
  );
  if (moved.length > 0) {
    throw oddsChanged(
      legs
        .filter((l) => l.current !== l.shown)
        .map((l) => ({ selection_id: l.selectionId, odds: formatOdds(l.current) })),
    );
  }
  return legs.map((leg) => leg.current);
}

const sameRequest = (stakeMinor: bigint, legs: { selectionId: number }[], body: PlaceBetBody, stake: bigint) =>
  stakeMinor === stake &&
  legs.length === body.legs.length &&
  legs.every((leg, i) => leg.selectionId === body.legs[i]?.selection_id);

/**
 * Places a bet (contract/api/sports.ts): checks every leg against the book under its markets' share locks (a
 * suspension written meanwhile waits for the bet, or the bet sees it), applies the odds policy and the limits,
 * then writes the bet, its legs and its stake's ledger transaction in one database transaction. The same
 * Idempotency-Key again answers the first bet.
 */
export function createBetPlacement(db: Db, wallet: WalletService, bonus?: Pick<BonusService, 'stake' | 'wagered'>) {
  async function replay(userId: number, key: string, body: PlaceBetBody, stake: bigint) {
    const [bet] = await db
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.userId, userId), eq(sportsBets.idempotencyKey, key)));
    if (!bet) return null;
    const legs = (await legsOf(db, [bet.id])).get(bet.id) ?? [];
    const shape = legs.map((leg) => ({ selectionId: leg.selection.id }));
    if (!sameRequest(bet.stakeMinor, shape, body, stake)) {
      throw new HttpError(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different request');
    }
    const balances = await wallet.balances(userId, bet.currency as Currency);
    return { bet: betView(bet, legs), balanceMinor: balances.cash, currency: bet.currency as Currency };
  }

  function stakeOf(body: PlaceBetBody, currency: Currency): bigint {
    let stake: bigint;
    try {
      stake = toMinor(body.stake, currency);
    } catch {
      throw stakeError('stake_invalid', `Enter an amount in ${currency}`);
    }
    if (stake <= 0n) throw stakeError('stake_invalid', 'Enter a stake above zero');
    return stake;
  }

  return async function placeBet(userId: number, key: string, body: PlaceBetBody) {
    const currency = await userCurrency(db, userId);
    const stake = stakeOf(body, currency);
    const earlier = await replay(userId, key, body, stake);
    if (earlier) return earlier;
    const ids = body.legs.map((leg) => leg.selection_id);
    if (new Set(ids).size !== ids.length)
      throw legError(ids.length - 1, 'selection_id', 'same_selection', 'A selection is on the slip twice');
    const shown = body.legs.map((leg, i) => {
      const odds = parseOdds(leg.odds);
      if (odds === null) throw legError(i, 'odds', 'odds_invalid', 'Send the odds as the slip showed them');
      return odds;
    });

    try {
      const placed = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ selection: sportsSelections, market: sportsMarkets, event: sportsEvents })
          .from(sportsSelections)
          .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
          .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
          .where(inArray(sportsSelections.id, ids))
          .for('share', { of: sportsMarkets });
        const legs = ids.map((id, i) => {
          const row = rows.find((r) => r.selection.id === id);
          if (!row) throw legError(i, 'selection_id', 'selection_not_found', 'This selection is not in the book');
          const why = refusal(row.event, row.market, row.selection.odds);
          if (why) throw marketSuspended(id, why);
          return { ...row, selectionId: id, shown: shown[i] as number, current: row.selection.odds as number };
        });
        if (legs.length > 1) {
          const problem = accumulatorProblem(legs.map((leg) => ({ eventId: leg.event.id, odds: leg.current })));
          if (problem) throw legError(0, 'selection_id', problem, 'An accumulator takes one selection per event');
        }
        const odds = acceptedOdds(body.odds_policy, legs);
        const payout = potentialPayout(stake, odds);
        const limits = await limitsFor(
          tx,
          currency,
          legs.map((leg) => ({ marketId: leg.market.id, kind: leg.market.kind as MarketKind })),
        );
        if (stake < limits.minStakeMinor)
          throw stakeError('stake_below_min', `The minimum stake is ${limitText(limits.minStakeMinor, currency)}`);
        if (stake > limits.maxStakeMinor)
          throw stakeError('stake_above_max', `The maximum stake is ${limitText(limits.maxStakeMinor, currency)}`);
        if (payout > limits.maxPayoutMinor) {
          throw stakeError('payout_above_max', `A bet pays at most ${limitText(limits.maxPayoutMinor, currency)}`);
        }
        // While a bonus is active: its max bet, real money first then bonus money, wagering by the combined odds.
        const bonusStake = bonus
          ? await bonus.stake(tx, {
              userId,
              currency,
              stake,
              category: 'sport',
              odds: combinedOdds(odds),
              field: 'stake',
            })
          : null;
        const split = keptSplit(stake, bonusStake);
        const [bet] = await tx
          .insert(sportsBets)
          .values({
            userId,
            idempotencyKey: key,
            currency,
            stakeMinor: stake,
            odds: combinedOdds(odds),
            potentialPayoutMinor: payout,
            status: 'open',
            stakeBonusMinor: split.bonusMinor,
            bonusGrantId: split.grantId,
          })
          .onConflictDoNothing()
          .returning();
        // The same key arrived twice at once: the other one wrote it (answered after this transaction).
        if (!bet) return null;
        await tx.insert(sportsBetLegs).values(
          legs.map((leg, i) => ({
            betId: bet.id,
            selectionId: leg.selectionId,
            eventId: leg.event.id,
            odds: odds[i] as number,
          })),
        );
        const posting = wallet.stakePosting({
          userId,
          currency,
          cash: stake - split.bonusMinor,
          bonus: split.bonusMinor,
          kind: 'bet',
          idempotencyKey: `sports-bet:${bet.id}`,
          reference: `sports_bet:${bet.id}`,
        });
        const money = await wallet.post([posting], tx);
        if (bonusStake && bonus) await bonus.wagered(tx, bonusStake, `sports_bet:${bet.id}`);
        const view = betView(
          bet,
          legs.map((leg, i) => ({ ...leg, odds: odds[i] as number })),
        );
        const cash = bonusStake
          ? (await wallet.balances(userId, currency, tx)).cash
          : (money.balances.get(`${userId}:cash`) ?? 0n);
        return { bet: view, balanceMinor: cash, currency };
      });
      if (placed) return placed;
      const again = await replay(userId, key, body, stake);
      if (!again) throw new Error('A bet with this key vanished');
      return again;
    } catch (error) {
      if (error instanceof LedgerRejected) throw asStakeError(await wallet.explain(error.postings, error.dbError));
      throw error;
    }
  };
}
