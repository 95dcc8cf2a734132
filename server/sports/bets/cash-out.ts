import { and, eq } from 'drizzle-orm';
import { type Currency, fromMinor, toMinor } from '../../../contract/money';
import { type CashOutLeg, cashOutValue } from '../../../contract/sports/cash-out';
import type { BonusService } from '../../bonus/service';
import { sportsBets } from '../../db/schema';
import type { Db } from '../../db/types';
import type { FeedPublisher } from '../../realtime/feed';
import { LedgerRejected, type Runner, type WalletService } from '../../wallet/service';
import { readMargins } from '../book/settings';
import { betNotFound, betNotOpen, cashOutChanged } from './errors';
import { legsOf } from './legs';
import { betView } from './views';

type Quote =
  | { amountMinor: bigint; reason: null }
  | { amountMinor: null; reason: 'suspended' | 'leg_lost' | 'not_open' };

/**
 * Early cash-out: the bet's value at today's prices less the operator's cash-out margin (contract/sports/cash-out.ts),
 * paid only at exactly the price the player was shown, and only once (the bet's row locked; the first closes it).
 * A cash-out ends the bet: it goes to the live feed once it committed (a resend publishes nothing).
 */
export function createCashOut(
  db: Db,
  wallet: WalletService,
  feed?: FeedPublisher,
  bonus?: Pick<BonusService, 'sharePostings'>,
) {
  async function quoteOf(runner: Runner, bet: typeof sportsBets.$inferSelect): Promise<Quote> {
    if (bet.status !== 'open') return { amountMinor: null, reason: 'not_open' };
    const legs = (await legsOf(runner, [bet.id])).get(bet.id) ?? [];
    const priced: CashOutLeg[] = legs.map((leg) =>
      leg.selection.outcome
        ? { acceptedOdds: leg.odds, settled: leg.selection.outcome }
        : { acceptedOdds: leg.odds, currentOdds: leg.market.status === 'open' ? leg.selection.odds : null },
    );
    const margins = await readMargins(runner);
    const amountMinor = cashOutValue(bet.stakeMinor, priced, margins.cashOut);
    if (amountMinor !== null) return { amountMinor, reason: null };
    const lost = legs.some((leg) => leg.selection.outcome?.kind === 'loss');
    return { amountMinor: null, reason: lost ? 'leg_lost' : 'suspended' };
  }

  async function ownBet(runner: Runner, userId: number, betId: number, lock: boolean) {
    const query = runner
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.id, betId), eq(sportsBets.userId, userId)));
    const [bet] = lock ? await query.for('update') : await query;
    if (!bet) throw betNotFound();
    return bet;
  }

  async function answer(runner: Runner, bet: typeof sportsBets.$inferSelect, balanceMinor: bigint) {
    const legs = (await legsOf(runner, [bet.id])).get(bet.id) ?? [];
    return { bet: betView(bet, legs), balanceMinor, currency: bet.currency as Currency };
  }

  return {
    async quote(userId: number, betId: number) {
      const bet = await ownBet(db, userId, betId, false);
      const quote = await quoteOf(db, bet);
      return {
        bet_id: bet.id,
        amount: quote.amountMinor === null ? null : fromMinor(quote.amountMinor, bet.currency as Currency),
        reason: quote.reason,
      };
    },

    async cashOut(userId: number, betId: number, key: string, amount: string) {
      let closedNow = false;
      try {
        const answered = await db.transaction(async (tx) => {
          const bet = await ownBet(tx, userId, betId, true);
          const currency = bet.currency as Currency;
          if (bet.status === 'cashed_out' && bet.cashOutKey === key) {
            return answer(tx, bet, (await wallet.balances(userId, currency, tx)).cash);
          }
          if (bet.status !== 'open') throw betNotOpen();
          const quote = await quoteOf(tx, bet);
          let asked: bigint | null = null;
          try {
            asked = toMinor(amount, currency);
          } catch {
            asked = null;
          }
          if (quote.amountMinor === null || asked !== quote.amountMinor) {
            throw cashOutChanged(quote.amountMinor === null ? null : fromMinor(quote.amountMinor, currency));
          }
          const payment = {
            userId,
            currency,
            amountMinor: quote.amountMinor,
            kind: 'win' as const,
            idempotencyKey: `sports-cashout:${bet.id}`,
            reference: `sports_bet:${bet.id}`,
          };
          // A stake with bonus money in it is paid share by share (contract/bonus/wagering.ts rule 8).
          const split = { stake: bet.stakeMinor, bonusMinor: bet.stakeBonusMinor, grantId: bet.bonusGrantId };
          const postings =
            bonus && split.bonusMinor > 0n
              ? await bonus.sharePostings(tx, { ...payment, split, amount: quote.amountMinor })
              : [wallet.creditPosting(payment)];
          const money = postings.length > 0 ? await wallet.post(postings, tx) : null;
          const [closed] = await tx
            .update(sportsBets)
            .set({
              status: 'cashed_out',
              result: 'cashed_out',
              paidMinor: quote.amountMinor,
              cashOutKey: key,
              settledAt: new Date(),
            })
            .where(eq(sportsBets.id, bet.id))
            .returning();
          closedNow = true;
          const cash = money?.balances.get(`${userId}:cash`) ?? (await wallet.balances(userId, currency, tx)).cash;
          return answer(tx, closed ?? bet, cash);
        });
        if (closedNow) void feed?.published('sports', [betId]);
        return answered;
      } catch (error) {
        if (error instanceof LedgerRejected) throw await wallet.explain(error.postings, error.dbError);
        throw error;
      }
    },
  };
}
