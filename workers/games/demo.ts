import type { GameBet, RotateSeedsAnswer } from '../../contract/api/games';
import { type BetSeeds, betFloats } from '../../contract/fairness/bytes';
import { createSeedPair, placeBet, rotateSeedPair, type SeedPair } from '../../contract/fairness/seeds';
import type { Json, OneShotGame, Settlement, StepGame } from '../../contract/games/game';
import { BP, formatMultiplier } from '../../contract/games/multiplier';
import { BetRefused, RoundConflict } from '../../contract/games/refusal';
import type { GameName } from '../../contract/games/registry';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import { Refusal } from '../api-result';

/** A demo player's virtual balance to start with, in major units of the currency. */
const DEMO_START = '1000';

/** Runs a rule of the contract; a RoundConflict becomes the failure the server would answer (409, 404). */
export function demoRule<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof RoundConflict) {
      throw new Refusal({ kind: 'http', status: error.status, code: error.code, message: error.text });
    }
    throw error;
  }
}

/**
 * Demo mode for visitors who are not logged in (contract/api/games.ts): each game's module of the registry
 * (contract/games/registry.ts), the one the server plays too, over a throwaway seed pair and a virtual balance in
 * the worker's memory. No request, no ledger entry.
 */
export function createDemoBank(currency: () => Currency, startPair: SeedPair | null = null) {
  /** The demo's seed pair: a throwaway one made on first use (tests start from a given one). */
  let pair: SeedPair | null = startPair;
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

  /** The stake of a new round, refused as the server refuses it (and beyond the virtual balance). */
  const takeStake = (game: OneShotGame | StepGame, body: unknown, cur: Currency): bigint => {
    game.check?.(body as never);
    const stake = demoRule(() => game.stake(body as never, cur));
    if (stake <= 0n) throw new BetRefused('amount', 'amount_invalid', 'Enter an amount like 150 or 150.50');
    if (stake > ensureBalance()) throw new BetRefused('amount', 'insufficient_funds', 'Not enough demo balance');
    return stake;
  };

  const betOf = (
    game: OneShotGame | StepGame,
    taken: ReturnType<typeof placeBet>,
    stake: bigint,
    cur: Currency,
    params: Json,
    outcome: Json,
  ): GameBet => ({
    id: -++ids,
    game: game.id as GameName,
    engine_version: game.engineVersion,
    status: 'settled',
    currency: cur,
    amount: fromMinor(stake, cur),
    payout: fromMinor(0n, cur),
    multiplier: formatMultiplier(BP),
    params,
    outcome,
    nonce: taken.seeds.nonce,
    server_seed_hash: taken.pair.serverSeedHash,
    client_seed: taken.seeds.clientSeed,
    server_seed: null,
    version: 0,
    created_at: new Date().toISOString(),
  });

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

    /** Plays a one-shot round: checks the choices, takes the stake, draws under the next nonce, pays the settlement. */
    async play(game: OneShotGame, body: unknown): Promise<{ bet: GameBet; balance: string }> {
      const cur = currency();
      const stake = takeStake(game, body, cur);
      const taken = placeBet(await ensurePair());
      const drawn = await betFloats(taken.seeds, game.floats(body));
      const { multiplier, outcome, payout } = demoRule(() => game.settle(drawn, body, stake, cur));
      pair = taken.pair;
      balance = ensureBalance() - stake + payout;
      const bet: GameBet = {
        ...betOf(game, taken, stake, cur, game.params(body), outcome),
        payout: fromMinor(payout, cur),
        multiplier: formatMultiplier(multiplier),
      };
      bets.unshift(bet);
      return { bet, balance: fromMinor(balance, cur) };
    },

    /**
     * Opens a step round (hilo, miner): takes the stake and ONE nonce now. The caller keeps the round's seeds and
     * state; further floats come from the same stream; `close` pays the round when it ends.
     */
    async open(
      game: StepGame,
      body: unknown,
    ): Promise<{ bet: GameBet; seeds: BetSeeds; state: unknown; stake: bigint; balance: string }> {
      const cur = currency();
      const stake = takeStake(game, body, cur);
      const taken = placeBet(await ensurePair());
      const { state, outcome } = await game.start(taken.seeds, body);
      pair = taken.pair;
      balance = ensureBalance() - stake;
      const bet: GameBet = { ...betOf(game, taken, stake, cur, game.params(body), outcome), status: 'active' };
      bets.unshift(bet);
      return { bet: { ...bet }, seeds: taken.seeds, state, stake, balance: fromMinor(balance, cur) };
    },

    /** A step of an open round, as its rules settled it: an ended round pays its payout. */
    close(id: number, next: Settlement & { ended: boolean }) {
      const bet = bets.find((candidate) => candidate.id === id);
      if (bet?.status !== 'active') throw new BetRefused('round', 'no_round', 'No open round');
      const cur = bet.currency;
      if (next.ended) balance = ensureBalance() + next.payout;
      Object.assign(bet, {
        outcome: next.outcome,
        multiplier: formatMultiplier(next.multiplier),
        payout: fromMinor(next.payout, cur),
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
