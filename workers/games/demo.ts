import type { GameBet, GameName, RotateSeedsAnswer } from '../../contract/api/games';
import { ENGINE_VERSIONS } from '../../contract/api/games';
import { type BetSeeds, betFloats } from '../../contract/fairness/bytes';
import { createSeedPair, placeBet, rotateSeedPair, type SeedPair } from '../../contract/fairness/seeds';
import { formatMultiplier, payoutMinor } from '../../contract/games/multiplier';
import { BetRefused } from '../../contract/games/refusal';
import { type Currency, fromMinor, toMinor } from '../../contract/money';

/** A demo player's virtual balance to start with, in major units of the currency. */
const DEMO_START = '1000';

interface DemoDecision {
  /** The multiplier in basis points (0 on a loss). */
  multiplier: number;
  outcome: Record<string, unknown>;
  /** The payout in minor units when it is not stake × multiplier (roulette: the sum of its chips' payouts). */
  payout?: bigint;
}

/**
 * Demo mode for visitors who are not logged in (contract/api/games.ts): the same contract functions the
 * server settles with, a throwaway seed pair and a virtual balance in the worker's memory. No request,
 * no ledger entry. Each game's file says how many floats it draws and how it decides.
 */
export function createDemoBank(currency: () => Currency) {
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

  async function seeds() {
    const active = await ensurePair();
    return {
      server_seed_hash: active.serverSeedHash,
      next_server_seed_hash: active.nextServerSeedHash,
      client_seed: active.clientSeed,
      nonce: active.nonce,
    };
  }

  return {
    balance: () => fromMinor(ensureBalance(), currency()),
    seeds,

    /** Settles one round: takes the stake, draws `floats` floats under the next nonce, pays the decision. */
    async settle(
      game: GameName,
      amount: string,
      params: Record<string, unknown>,
      floats: number,
      decide: (floats: number[]) => DemoDecision,
    ): Promise<{ bet: GameBet; balance: string }> {
      const cur = currency();
      let stake: bigint;
      try {
        stake = toMinor(amount, cur);
      } catch {
        throw new BetRefused('amount', 'amount_invalid', 'Enter an amount like 150 or 150.50');
      }
      if (stake <= 0n) throw new BetRefused('amount', 'amount_invalid', 'Enter an amount like 150 or 150.50');
      if (stake > ensureBalance()) throw new BetRefused('amount', 'insufficient_funds', 'Not enough demo balance');
      const taken = placeBet(await ensurePair());
      const drawn = await betFloats(taken.seeds, floats);
      const decision = decide(drawn);
      const { multiplier, outcome } = decision;
      pair = taken.pair;
      const payout = decision.payout ?? payoutMinor(stake, multiplier);
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
    },

    /**
     * Opens a multi-step round (hilo, miner): takes the stake and ONE nonce now. The caller keeps the round's seeds
     * and reads further floats from the same stream; `close` pays the round when it ends.
     */
    async open(
      game: GameName,
      amount: string,
      params: Record<string, unknown>,
      start: (seeds: BetSeeds) => Promise<Record<string, unknown>>,
    ): Promise<{ bet: GameBet; seeds: BetSeeds; balance: string }> {
      const cur = currency();
      let stake: bigint;
      try {
        stake = toMinor(amount, cur);
      } catch {
        throw new BetRefused('amount', 'amount_invalid', 'Enter an amount like 150 or 150.50');
      }
      if (stake <= 0n) throw new BetRefused('amount', 'amount_invalid', 'Enter an amount like 150 or 150.50');
      if (stake > ensureBalance()) throw new BetRefused('amount', 'insufficient_funds', 'Not enough demo balance');
      const taken = placeBet(await ensurePair());
      const outcome = await start(taken.seeds);
      pair = taken.pair;
      balance = ensureBalance() - stake;
      const bet: GameBet = {
        id: -++ids,
        game,
        engine_version: ENGINE_VERSIONS[game],
        status: 'active',
        currency: cur,
        amount: fromMinor(stake, cur),
        payout: fromMinor(0n, cur),
        multiplier: formatMultiplier(10_000),
        params: { amount: fromMinor(stake, cur), ...params },
        outcome,
        nonce: taken.seeds.nonce,
        server_seed_hash: taken.pair.serverSeedHash,
        client_seed: taken.seeds.clientSeed,
        server_seed: null,
        version: 0,
        created_at: new Date().toISOString(),
      };
      bets.unshift(bet);
      return { bet: { ...bet }, seeds: taken.seeds, balance: fromMinor(balance, cur) };
    },

    /** A step of an open round: the new state; `multiplier` in basis points; `ended` pays stake × multiplier. */
    close(id: number, next: { outcome: Record<string, unknown>; multiplier: number; ended: boolean }) {
      const bet = bets.find((candidate) => candidate.id === id);
      if (bet?.status !== 'active') throw new BetRefused('round', 'no_round', 'No open round');
      const cur = bet.currency;
      const payout = next.ended ? payoutMinor(toMinor(bet.amount, cur), next.multiplier) : 0n;
      if (next.ended) balance = ensureBalance() + payout;
      Object.assign(bet, {
        outcome: next.outcome,
        multiplier: formatMultiplier(next.multiplier),
        payout: fromMinor(payout, cur),
        status: next.ended ? 'settled' : 'active',
        version: bet.version + 1,
      });
      return { bet: { ...bet }, balance: fromMinor(ensureBalance(), cur) };
    },

    async rotate(clientSeed?: string): Promise<RotateSeedsAnswer['data']> {
      if (bets.some((bet) => bet.status === 'active')) {
        throw new BetRefused('seeds', 'round_open', 'Finish the open round before rotating the seeds');
      }
      const rotated = await rotateSeedPair(await ensurePair(), clientSeed);
      pair = rotated.pair;
      for (const bet of bets) {
        if (bet.server_seed_hash === rotated.revealed.serverSeedHash) bet.server_seed = rotated.revealed.serverSeed;
      }
      return {
        revealed: {
          server_seed: rotated.revealed.serverSeed,
          server_seed_hash: rotated.revealed.serverSeedHash,
          client_seed: rotated.revealed.clientSeed,
          last_nonce: rotated.revealed.bets - 1,
        },
        active: await seeds(),
      };
    },

    bets: (game: GameName) => bets.filter((bet) => bet.game === game),

    /** Adds to the virtual balance (a demo case item sold back); returns the new balance. */
    credit(amountMinor: bigint): string {
      balance = ensureBalance() + amountMinor;
      return fromMinor(balance, currency());
    },
  };
}

export type DemoBank = ReturnType<typeof createDemoBank>;
