import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import type { EventResult, MarketKind } from '../../../contract/sports/markets';
import { type LegOutcome, settleSelection } from '../../../contract/sports/settlement';
import { sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema';
import type { Db } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { AuditWrite } from '../../operator/audit';

/** The outcome of one selection; a result that does not fit the market (a score for an outright) voids it. */
function outcomeOf(market: typeof sportsMarkets.$inferSelect, key: string, result: EventResult): LegOutcome {
  try {
    return settleSelection(
      { kind: market.kind as MarketKind, lineQuarters: market.lineQuarters, places: market.places },
      key,
      result,
    );
  } catch {
    return { kind: 'void' };
  }
}

/**
 * Records an event's official result, or a correction of it, and settles every selection of its markets (one
 * transaction, the event's row locked: two arrivals of one result settle once; an operator's `audit` entry in it
 * when the result changes). Answers whether anything changed;
 * the bets are then settled or resettled from the selections (`bets/settle.ts`).
 */
export async function applyResult(
  db: Db,
  eventId: number,
  result: EventResult,
  audit?: AuditWrite,
): Promise<{ changed: boolean; resultVersion: number }> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update');
    if (!event) throw new HttpError(404, 'event_not_found', 'No such event');
    if (event.result && isDeepStrictEqual(event.result, result))
      return { changed: false, resultVersion: event.resultVersion };
    // The operator's correction is logged with the result it replaces, only when it changes one.
    await audit?.(tx);
    const resultVersion = event.resultVersion + 1;
    const score = result.kind === 'score' ? { scoreHome: result.home, scoreAway: result.away } : {};
    await tx
      .update(sportsEvents)
      .set({
        result,
        status: result.kind === 'abandoned' ? 'abandoned' : 'ended',
        resultVersion,
        clock: null,
        updatedAt: new Date(),
        ...score,
      })
      .where(eq(sportsEvents.id, eventId));
    const markets = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
    if (markets.length === 0) return { changed: true, resultVersion };
    const byId = new Map(markets.map((market) => [market.id, market]));
    const selections = await tx
      .select({ id: sportsSelections.id, marketId: sportsSelections.marketId, key: sportsSelections.key })
      .from(sportsSelections)
      .where(
        inArray(
          sportsSelections.marketId,
          markets.map((m) => m.id),
        ),
      );
    if (selections.length > 0) {
      const rows = selections.map((s) => {
        const outcome = outcomeOf(byId.get(s.marketId) as typeof sportsMarkets.$inferSelect, s.key, result);
        return sql`(${s.id}::int, ${JSON.stringify(outcome)}::jsonb)`;
      });
      await tx.execute(
        sql`UPDATE sports_selections AS s SET outcome = v.outcome FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, outcome) WHERE s.id = v.id`,
      );
    }
    await tx
      .update(sportsMarkets)
      .set({ status: 'settled', suspendReason: null })
      .where(eq(sportsMarkets.eventId, eventId));
    return { changed: true, resultVersion };
  });
}
