/**
 * Return to player by simulation: 10^6 rounds per game through the real outcome mappings and payout
 * rules, fed by a seeded fast PRNG (not the HMAC path), against the exact RTP computed from the
 * published config. Each round's bet is drawn at random from a mix of bets; the exact mean and
 * second moment of the payout over that mix give the standard error, and the test allows 4 of them.
 */
import { describe, expect, it } from 'vitest';
import { cardAt, hiloCard, KENO_DRAWN, minerMines, selectWithoutReplacement } from '../fairness/outcomes';
import { CASES, caseRtp, openCase } from './cases';
import { BP } from './multiplier';
import { below, chiSquare, seededFloats, take, tolerance } from './prng.testing';
import { COINFLIP, coinflipPayout } from './rules/coinflip';
import { type DiceBet, diceMultiplier, dicePayout, diceWinProbability } from './rules/dice';
import { type HiloGuess, hiloRunningMultiplier, hiloWins } from './rules/hilo';
import { KENO_PAYTABLES, KENO_RISKS, kenoHitProbability, kenoPayout } from './rules/keno';
import { MINER, minerMultiplier, minerPayout, minerSurvival } from './rules/miner';
import { type RouletteBet, rouletteCovered, rouletteMultiplier, roulettePayout } from './rules/roulette';

const ROUNDS = 1_000_000;

/** Mean payout (× bet) of ROUNDS simulated rounds. */
function simulate(seed: number, round: (next: () => number) => number): number {
  const next = seededFloats(seed);
  let total = 0;
  for (let i = 0; i < ROUNDS; i++) total += round(next);
  return total / ROUNDS;
}

/** Exact mean and second moment of a uniform mix of bets, each given as (multiplier, probability) outcomes. */
function mixMoments(bets: readonly (readonly [multiplier: number, probability: number][])[]) {
  let mean = 0;
  let second = 0;
  for (const outcomes of bets) {
    for (const [multiplier, probability] of outcomes) {
      mean += (multiplier / BP) * probability;
      second += (multiplier / BP) ** 2 * probability;
    }
  }
  return { mean: mean / bets.length, second: second / bets.length };
}

function expectDistribution(observed: readonly number[], probabilities: readonly number[]) {
  const { statistic, critical, df } = chiSquare(observed, probabilities);
  expect(statistic, `chi-square ${statistic} over ${df} degrees of freedom`).toBeLessThan(critical);
}

function expectRtp(simulated: number, exact: { mean: number; second: number }) {
  const bound = tolerance(exact.mean, exact.second, ROUNDS);
  expect(Math.abs(simulated - exact.mean), `simulated ${simulated}, exact ${exact.mean} ± ${bound}`).toBeLessThan(
    bound,
  );
}

describe(`return to player over ${ROUNDS} simulated rounds per game`, { timeout: 60_000 }, () => {
  it('dice: over and under, win chance 1% to 98%', () => {
    const bets: DiceBet[] = [];
    for (let chance = 100; chance <= 9800; chance++) {
      bets.push({ direction: 'under', target: chance }, { direction: 'over', target: 10_000 - chance });
    }
    const exact = mixMoments(bets.map((bet) => [[diceMultiplier(bet), diceWinProbability(bet)]]));
    const rolls = new Array<number>(10_001).fill(0);
    const simulated = simulate(1, (next) => {
      const bet = bets[below(next, bets.length)] as DiceBet;
      const { roll, multiplier } = dicePayout(bet, next());
      rolls[roll] = (rolls[roll] ?? 0) + 1;
      return multiplier / BP;
    });
    expect(exact.mean).toBeCloseTo(0.9899, 3);
    expectRtp(simulated, exact);
    expectDistribution(
      rolls,
      rolls.map(() => 1 / 10_001),
    );
  });

  it('roulette: every bet on the layout', () => {
    const bets: RouletteBet[] = [
      ...Array.from({ length: 37 }, (_, number): RouletteBet => ({ kind: 'straight', number })),
      { kind: 'split', numbers: [0, 2] },
      { kind: 'split', numbers: [17, 20] },
      { kind: 'street', numbers: [31, 32, 33] },
      { kind: 'corner', numbers: [0, 1, 2, 3] },
      { kind: 'corner', numbers: [8, 9, 11, 12] },
      { kind: 'line', numbers: [13, 14, 15, 16, 17, 18] },
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind): RouletteBet => ({ kind })),
      ...([1, 2, 3] as const).flatMap((index): RouletteBet[] => [
        { kind: 'dozen', index },
        { kind: 'column', index },
      ]),
    ];
    const exact = mixMoments(bets.map((bet) => [[rouletteMultiplier(bet), rouletteCovered(bet).length / 37]]));
    expect(exact.mean).toBeCloseTo(36 / 37, 12);
    const pockets = new Array<number>(37).fill(0);
    const simulated = simulate(2, (next) => {
      const bet = bets[below(next, bets.length)] as RouletteBet;
      const { pocket, multiplier } = roulettePayout(bet, next());
      pockets[pocket] = (pockets[pocket] ?? 0) + 1;
      return multiplier / BP;
    });
    expectRtp(simulated, exact);
    expectDistribution(
      pockets,
      pockets.map(() => 1 / 37),
    );
  });

  it('keno: every risk level and pick count, random picks', () => {
    const tables = KENO_RISKS.flatMap((risk) => Array.from({ length: 10 }, (_, i) => ({ risk, picks: i + 1 })));
    const exact = mixMoments(
      tables.map(({ risk, picks }) =>
        (KENO_PAYTABLES[risk][picks - 1] ?? []).map((multiplier, hits): [number, number] => [
          multiplier,
          kenoHitProbability(picks, hits),
        ]),
      ),
    );
    const board = Array.from({ length: 40 }, (_, i) => i + 1);
    // Hits by pick count: the draw must follow the hypergeometric law the exact RTP rests on.
    const hits = Array.from({ length: 11 }, (_, picks) => new Array<number>(picks + 1).fill(0));
    const simulated = simulate(3, (next) => {
      const table = tables[below(next, tables.length)] ?? { risk: 'classic', picks: 1 };
      const picks = selectWithoutReplacement(board, take(next, table.picks), table.picks);
      const result = kenoPayout({ risk: table.risk, picks }, take(next, KENO_DRAWN));
      const row = hits[table.picks] ?? [];
      row[result.hits] = (row[result.hits] ?? 0) + 1;
      return result.multiplier / BP;
    });
    expect(exact.mean).toBeGreaterThan(0.985);
    expectRtp(simulated, exact);
    for (let picks = 1; picks <= 10; picks++) {
      const row = hits[picks] ?? [];
      expectDistribution(
        row,
        row.map((_, h) => kenoHitProbability(picks, h)),
      );
    }
  });

  it('miner: every mine count, cashing out after k random safe tiles (survival ≥ 1%)', () => {
    const plays: { mines: number; revealed: number }[] = [];
    for (let mines = MINER.minMines; mines <= MINER.maxMines; mines++) {
      for (let revealed = 1; revealed <= 25 - mines && minerSurvival(mines, revealed) >= 0.01; revealed++) {
        plays.push({ mines, revealed });
      }
    }
    const exact = mixMoments(
      plays.map(({ mines, revealed }) => [[minerMultiplier(mines, revealed), minerSurvival(mines, revealed)]]),
    );
    const tiles = Array.from({ length: 25 }, (_, i) => i);
    // Survivals against the exact survival probabilities, and where the mines fall.
    let survived = 0;
    let expectedSurvivals = 0;
    let survivalVariance = 0;
    const mineTiles = new Array<number>(25).fill(0);
    let minesPlaced = 0;
    const simulated = simulate(4, (next) => {
      const play = plays[below(next, plays.length)] ?? { mines: 1, revealed: 1 };
      const opened = selectWithoutReplacement(tiles, take(next, play.revealed), play.revealed);
      const mines = minerMines(take(next, play.mines), play.mines);
      for (const tile of mines) mineTiles[tile] = (mineTiles[tile] ?? 0) + 1;
      minesPlaced += mines.length;
      const p = minerSurvival(play.mines, play.revealed);
      expectedSurvivals += p;
      survivalVariance += p * (1 - p);
      const multiplier = minerPayout(mines, opened);
      if (multiplier > 0) survived++;
      return multiplier / BP;
    });
    expect(exact.mean).toBeGreaterThan(0.989);
    expectRtp(simulated, exact);
    expect(Math.abs(survived - expectedSurvivals)).toBeLessThan(4 * Math.sqrt(survivalVariance));
    // Each of the placed mines is on any given tile with probability 1/25 (by symmetry of the draw).
    for (const count of mineTiles)
      expect(Math.abs(count - minesPlaced / 25)).toBeLessThan(5 * Math.sqrt(minesPlaced / 25));
  });

  it('hilo: 1 to 3 guesses from the start card, then cash out', () => {
    const strategy = (rank: number): HiloGuess =>
      rank === 0 ? 'higher' : rank === 12 ? 'lower' : rank <= 5 ? 'higherOrSame' : 'lowerOrSame';
    // Exact: every sequence of ranks (suits do not matter), each 1/13, for 1, 2 and 3 guesses.
    const bets = [1, 2, 3].map((steps) => {
      const outcomes: [number, number][] = [];
      const walk = (ranks: number[]) => {
        if (ranks.length === steps + 1) {
          const cards = ranks.map((rank) => cardAt(rank * 4));
          const guesses = ranks.slice(0, -1).map(strategy);
          outcomes.push([hiloRunningMultiplier(cards, guesses), 13 ** -(steps + 1)]);
          return;
        }
        for (let rank = 0; rank < 13; rank++) walk([...ranks, rank]);
      };
      walk([]);
      return outcomes;
    });
    const exact = mixMoments(bets);
    const deck = new Array<number>(52).fill(0);
    const simulated = simulate(5, (next) => {
      const steps = 1 + below(next, 3);
      const cards = take(next, steps + 1).map(hiloCard);
      for (const card of cards) deck[card.index] = (deck[card.index] ?? 0) + 1;
      const guesses = cards.slice(0, -1).map((card) => strategy(card.rank));
      return hiloRunningMultiplier(cards, guesses) / BP;
    });
    expect(exact.mean).toBeGreaterThan(0.97);
    expect(hiloWins(cardAt(0), cardAt(3), 'higherOrSame')).toBe(true);
    expectRtp(simulated, exact);
    expectDistribution(
      deck,
      deck.map(() => 1 / 52),
    );
  });

  it('coinflip: 1.98× on the called side', () => {
    const exact = mixMoments([[[COINFLIP.multiplier, 0.5]]]);
    const simulated = simulate(6, (next) => {
      const call = next() < 0.5 ? 'heads' : 'tails';
      return coinflipPayout(call, next()).multiplier / BP;
    });
    expect(exact.mean).toBe(0.99);
    expectRtp(simulated, exact);
  });

  it('cases: every published case', () => {
    for (const [index, config] of CASES.entries()) {
      const price = Number(config.price);
      const exact = mixMoments([
        config.items.map((item): [number, number] => [
          (Number(item.value) / price) * BP,
          (item.to - item.from + 1) / 100_000,
        ]),
      ]);
      expect(exact.mean).toBeCloseTo(caseRtp(config), 12);
      const items = new Array<number>(config.items.length).fill(0);
      const simulated = simulate(7 + index, (next) => {
        const { item } = openCase(config, next());
        const at = config.items.findIndex((candidate) => candidate.id === item.id);
        items[at] = (items[at] ?? 0) + 1;
        return Number(item.value) / price;
      });
      expectRtp(simulated, exact);
      expectDistribution(
        items,
        config.items.map((item) => (item.to - item.from + 1) / 100_000),
      );
    }
  });
});
