import type { CoinflipBetBody, DiceBetBody, GameBet, RotateSeedsAnswer } from '../../contract/api/games';
import { ENGINE_VERSIONS } from '../../contract/api/games';
import { betFloats } from '../../contract/fairness/bytes';
import { createSeedPair, placeBet, rotateSeedPair, type SeedPair } from '../../contract/fairness/seeds';
import { coinflipPayout } from '../../contract/games/coinflip';
import { DICE, dicePayout, diceWinChance, validDiceBet } from '../../contract/games/dice';
import { formatMultiplier, payoutMinor } from '../../contract/games/multiplier';
import { type Currency, fromMinor, toMinor } from '../../contract/money';

/** A demo player's virtual balance to start with, in major units of the currency. */
export const DEMO_START = '1000';

export class DemoError extends Error {}

/**
 * Demo mode for visitors who are not logged in (contract/api/games.ts): the same contract functions the
 * server settles with, a throwaway seed pair and a virtual balance in the worker's memory. No request,
 * no ledger entry.
 */
export function createDemo(currency: () => Currency) {
  let pair: SeedPair | null = null;
  let balance: bigint | null = null;
  let ids = 0;
  const bets: GameBet[] = [];

  const ensurePair = async () => {
    pair ??= await createSeedPair();
    return pair;
  };
  const ensureBalance = () => {
    balance ??= toMinor(DEMO_START, currency());
    return balance;
  };

  async function settle(
    game: 'dice' | 'coinflip',
    amount: string,
    params: Record<string, unknown>,
    decide: (f: number) => { multiplier: number; outcome: Record<string, unknown> },
  ) {
    const cur = currency();
    const stake = toMinor(amount, cur);
    if (stake <= 0n) throw new DemoError('amount');
    if (stake > ensureBalance()) throw new DemoError('insufficient_funds');
    const taken = placeBet(await ensurePair());
    pair = taken.pair;
    const [f] = await betFloats(taken.seeds, 1);
    if (f === undefined) throw new RangeError('No float drawn');
    const { multiplier, outcome } = decide(f);
    const payout = payoutMinor(stake, multiplier);
    balance = ensureBalance() - stake + payout;
    const bet: GameBet = {
      id: -++ids,
      game,
      engine_version: ENGINE_VERSIONS[game],
      status: 'settled',
      currency: cur,
      amount: fromMinor(stake, cur),
      payout: fromMinor(payout, cur),
      multiplier: formatMultiplier(multiplier),
      params,
      outcome,
      nonce: taken.seeds.nonce,
      server_seed_hash: taken.pair.serverSeedHash,
      client_seed: taken.seeds.clientSeed,
      server_seed: null,
      version: 0,
      created_at: new Date().toISOString(),
    };
    bets.unshift(bet);
    return { bet, balance: fromMinor(balance, cur) };
  }

  return {
    balance: () => fromMinor(ensureBalance(), currency()),
    async seeds() {
      const active = await ensurePair();
      return {
        server_seed_hash: active.serverSeedHash,
        next_server_seed_hash: active.nextServerSeedHash,
        client_seed: active.clientSeed,
        nonce: active.nonce,
      };
    },
    async rotate(clientSeed?: string): Promise<RotateSeedsAnswer['data']> {
      const rotated = await rotateSeedPair(await ensurePair(), clientSeed);
      pair = rotated.pair;
      for (const bet of bets)
        if (bet.server_seed_hash === rotated.revealed.serverSeedHash) bet.server_seed = rotated.revealed.serverSeed;
      return {
        revealed: {
          server_seed: rotated.revealed.serverSeed,
          server_seed_hash: rotated.revealed.serverSeedHash,
          client_seed: rotated.revealed.clientSeed,
          last_nonce: rotated.revealed.bets - 1,
        },
        active: await this.seeds(),
      };
    },
    dice: (body: DiceBetBody) => {
      const bet = { direction: body.direction, target: body.target };
      if (!validDiceBet(bet, DICE)) throw new DemoError('target');
      return settle('dice', body.amount, bet, (f) => {
        const { roll, multiplier } = dicePayout(bet, f);
        return { multiplier, outcome: { roll, win_chance: diceWinChance(bet) } };
      });
    },
    coinflip: (body: CoinflipBetBody) =>
      settle('coinflip', body.amount, { side: body.side }, (f) => {
        const { side, multiplier } = coinflipPayout(body.side, f);
        return { multiplier, outcome: { side } };
      }),
    bets: (game: string) => bets.filter((bet) => bet.game === game),
  };
}
