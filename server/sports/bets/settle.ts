import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settledSportStake } from '../../../contract/bonus/wagering';
import type { Currency } from '../../../contract/money';
import { betResult, betReturn, resettlementDelta } from '../../../contract/sports/settlement';
import type { BonusService } from '../../bonus/service';
import { sportsBetLegs, sportsBets } from '../../db/schema';
import type { Db } from '../../db/types';
import type { FeedPublisher } from '../../realtime/feed';
import type { WalletService } from '../../wallet/service';
import { legsOf } from './legs';

/**
 * Settles bets from their legs' selections (whose outcomes `book/results.ts` wrote): once every leg has one, the
 * bet's return is computed and only the difference from what it has paid so far moves (a first settlement pays
 * the return; a corrected result pays or takes back the difference, the part the player's cash cannot cover as
 * their debt; nothing moves when nothing changed). Each bet
 * in its own transaction with its row locked: settling twice, or in two processes at once, pays once. A
 * cashed-out bet is closed: results no longer touch it. A void leg takes its part of the stake out of the bonus
 * wagering the bet counted towards (`recount`, server/bonus/README.md), in the same transaction; a result corrected
 * back counts it again. A stake with bonus money in it is paid (and taken back) share by share as
 * contract/bonus/wagering.ts rule 8 says (`payShare`, `takeBackShare`).
 */
export function createSettlement(
  db: Db,
  wallet: WalletService,
  log?: FastifyBaseLogger,
  feed?: FeedPublisher,
  bonus?: Pick<BonusService, 'recount' | 'payShare' | 'takeBackShare'>,
) {
  async function settleBet(betId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, betId)).for('update');
      if (!bet || bet.status === 'cashed_out') return false;
      const legs = (await legsOf(tx, [bet.id])).get(bet.id) ?? [];
      const settled = legs.map((leg) => ({ odds: leg.odds, outcome: leg.selection.outcome }));
      if (settled.some((leg) => leg.outcome === null)) return false;
      const final = settled as { odds: number; outcome: NonNullable<(typeof settled)[number]['outcome']> }[];
      const returned = betReturn(bet.stakeMinor, final);
      const result = betResult(bet.stakeMinor, final, returned);
      const delta = resettlementDelta(bet.paidMinor, returned);
      if (bet.status === 'settled' && delta === 0n && bet.result === result) return false;
      const version = bet.settlementVersion + 1;
      const currency = bet.currency as Currency;
      const money = {
        userId: bet.userId,
        currency,
        idempotencyKey: `sports-settle:${bet.id}:${version}`,
        reference: `sports_bet:${bet.id}`,
      };
      const kind = bet.status === 'open' && result === 'void' ? 'refund' : 'win';
      if (bonus && bet.stakeBonusMinor > 0n) {
        // Part bonus money: each share of the difference goes by the rule of later payments (server/bonus).
        const split = { stake: bet.stakeMinor, bonusMinor: bet.stakeBonusMinor, grantId: bet.bonusGrantId };
        const payment = { ...money, split, amount: returned, paid: bet.paidMinor };
        if (delta > 0n) await bonus.payShare(tx, { ...payment, kind });
        if (delta < 0n) await bonus.takeBackShare(tx, { ...payment, kind: 'adjustment' });
      } else if (delta > 0n) {
        await wallet.post([wallet.creditPosting({ ...money, amountMinor: delta, kind })], tx);
      } else if (delta < 0n) {
        // Always applied: what the player's cash cannot cover becomes their debt (server/wallet/debt.ts).
        await wallet.takeBack(tx, { ...money, amountMinor: -delta, kind: 'adjustment' });
      }
      await tx
        .update(sportsBets)
        .set({
          status: 'settled',
          result,
          paidMinor: returned,
          settlementVersion: version,
          settledAt: new Date(),
          // A correction keeps what it replaced: My bets shows the change.
          ...(bet.status === 'settled' ? { previousResult: bet.result, previousPaidMinor: bet.paidMinor } : {}),
        })
        .where(eq(sportsBets.id, bet.id));
      const counts = settledSportStake(
        bet.stakeMinor,
        final.map((leg) => ({ odds: leg.odds, void: leg.outcome.kind === 'void' })),
      );
      await bonus?.recount(tx, bet.userId, `sports_bet:${bet.id}`, counts);
      return true;
    });
  }

  /** How many bets moved, and the ids of those whose settlement failed (they keep their last one; logged). */
  async function settleAll(ids: number[]): Promise<{ moved: number; refused: number[] }> {
    let moved = 0;
    const refused: number[] = [];
    for (const id of ids) {
      try {
        if (await settleBet(id)) {
          moved++;
          void feed?.published('sports', [id]);
        }
      } catch (error) {
        log?.error({ err: error, betId: id }, 'sports bet settlement failed');
        refused.push(id);
      }
    }
    return { moved, refused };
  }

  return {
    settleBet,
    /**
     * Open bets whose every leg has an outcome: what a crash (or a failed write) left between a result and its
     * settlement. The feed runner sweeps them at start and every minute.
     */
    async settlePending(limit = 500): Promise<{ moved: number; refused: number[] }> {
      const rows = await db
        .select({ id: sportsBets.id })
        .from(sportsBets)
        .where(
          and(
            eq(sportsBets.status, 'open'),
            sql`NOT EXISTS (SELECT 1 FROM sports_bet_legs l JOIN sports_selections s ON s.id = l.selection_id
              WHERE l.bet_id = ${sportsBets.id} AND s.outcome IS NULL)`,
          ),
        )
        .limit(limit);
      return settleAll(rows.map((row) => row.id));
    },
    /** Settles (or resettles) every bet with a leg on these events. */
    async settleEvents(eventIds: number[]): Promise<{ moved: number; refused: number[] }> {
      if (eventIds.length === 0) return { moved: 0, refused: [] };
      const rows = await db
        .selectDistinct({ id: sportsBets.id })
        .from(sportsBets)
        .innerJoin(sportsBetLegs, eq(sportsBetLegs.betId, sportsBets.id))
        .where(and(inArray(sportsBetLegs.eventId, eventIds), ne(sportsBets.status, 'cashed_out')));
      return settleAll(rows.map((row) => row.id));
    },
  };
}
