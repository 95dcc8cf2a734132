import { describe, expect, it } from 'vitest';
import { drawHiloCard } from '../games/rules/hilo';
import { betFloats } from './bytes';
import { referenceFloats } from './node-reference.testing';
import {
  cardAt,
  caseRoll,
  coinflip,
  diceRoll,
  hiloCard,
  kenoDraw,
  minerMines,
  roulettePocket,
  selectWithoutReplacement,
} from './outcomes';
import { verifyOutcome } from './verify';

/** Computed outside this codebase, with Python's hmac/hashlib and struct modules (see the report). */
const PYTHON_VECTORS = [
  {
    seeds: {
      serverSeed: 'b0e4d2c6a8f1e3d5c7b9a1f2e4d6c8b0a2f4e6d8c0b2a4f6e8d0c2b4a6f8e0d2',
      clientSeed: 'my-client-seed',
      nonce: 0,
    },
    dice: 3774,
    roulette: 13,
    coinflip: 'heads',
    caseRoll: 37744,
    keno: [16, 39, 31, 37, 36, 2, 30, 40, 23, 19],
    mines3: [9, 24, 19],
    mines24: [9, 24, 19, 22, 21, 0, 17, 23, 13, 10, 6, 2, 12, 16, 14, 1, 20, 4, 7, 15, 11, 3, 18, 8],
    hilo: ['6♣', 'A♠', 'Q♦', 'A♦', 'A♦', '2♠', 'Q♠', 'A♣', '10♠', '8♣', '6♥', '3♦'],
  },
  {
    seeds: { serverSeed: 'server-seed-2', clientSeed: 'player 42', nonce: 7 },
    dice: 2529,
    roulette: 9,
    coinflip: 'heads',
    caseRoll: 25298,
    keno: [11, 35, 39, 38, 36, 30, 4, 21, 12, 10],
    mines3: [6, 21, 24],
    mines24: [6, 21, 24, 23, 20, 17, 1, 12, 7, 5, 22, 0, 2, 8, 11, 18, 19, 9, 13, 16, 14, 10, 3, 15],
    hilo: ['5♥', 'K♦', 'A♥', 'A♠', 'A♥', 'Q♠', '3♥', '9♥', '5♣', '5♠', 'A♠', '2♥'],
  },
  {
    seeds: { serverSeed: 'a'.repeat(64), clientSeed: 'x', nonce: 1000 },
    dice: 9257,
    roulette: 34,
    coinflip: 'tails',
    caseRoll: 92571,
    keno: [38, 37, 39, 15, 33, 29, 1, 19, 7, 17],
    mines3: [23, 22, 24],
    mines24: [23, 22, 24, 8, 19, 16, 0, 11, 3, 10, 15, 18, 21, 12, 9, 2, 20, 6, 14, 7, 13, 5, 4, 1],
    hilo: ['A♦', 'A♦', 'A♠', '7♦', 'K♥', 'Q♦', '2♦', '8♠', '4♦', '7♠', '10♣', 'Q♠'],
  },
] as const;

// Independent mappings, written from the published rules rather than reusing outcomes.ts.
const RANK_NAMES = '2 3 4 5 6 7 8 9 10 J Q K A'.split(' ');
const SUIT_NAMES = ['♦', '♥', '♠', '♣'];
const referenceCard = (f: number) => {
  const n = Math.trunc(f * 52);
  return `${RANK_NAMES[n >> 2]}${SUIT_NAMES[n & 3]}`;
};
/** The i-th pick is the k-th square not yet taken, k = floor(f_i × (size − i)); no splicing. */
function referenceSelection(size: number, first: number, floats: readonly number[], count: number): number[] {
  const taken = new Array<boolean>(size).fill(false);
  const picks: number[] = [];
  for (let i = 0; i < count; i++) {
    let k = Math.trunc((floats[i] ?? Number.NaN) * (size - i));
    let square = 0;
    while (taken[square] || k-- > 0) square++;
    taken[square] = true;
    picks.push(first + square);
  }
  return picks;
}

describe('outcome mappings agree with vectors computed by Python', () => {
  for (const vector of PYTHON_VECTORS) {
    it(`${vector.seeds.clientSeed}:${vector.seeds.nonce}`, async () => {
      const { seeds } = vector;
      expect(await verifyOutcome(seeds, { game: 'dice' })).toEqual({ game: 'dice', roll: vector.dice });
      expect(await verifyOutcome(seeds, { game: 'roulette' })).toEqual({ game: 'roulette', pocket: vector.roulette });
      expect(await verifyOutcome(seeds, { game: 'coinflip' })).toEqual({ game: 'coinflip', side: vector.coinflip });
      expect(await verifyOutcome(seeds, { game: 'cases' })).toEqual({ game: 'cases', roll: vector.caseRoll });
      expect(await verifyOutcome(seeds, { game: 'keno' })).toEqual({ game: 'keno', drawn: vector.keno });
      expect(await verifyOutcome(seeds, { game: 'miner', mines: 3 })).toEqual({ game: 'miner', mines: vector.mines3 });
      expect(await verifyOutcome(seeds, { game: 'miner', mines: 24 })).toEqual({
        game: 'miner',
        mines: vector.mines24,
      });
      const hilo = await verifyOutcome(seeds, { game: 'hilo', cards: 12 });
      expect(hilo.game === 'hilo' && hilo.cards.map((card) => card.label)).toEqual(vector.hilo);
      // Step 9 alone uses the float at cursor 9 (round 1): the same card as in the full run.
      expect((await drawHiloCard(seeds, 9)).label).toBe(vector.hilo[9]);
    });
  }
});

describe('outcome mappings agree with an independent implementation over node:crypto', () => {
  const seedsList = Array.from({ length: 40 }, (_, i) => ({
    serverSeed: `server-${i * 7919}`,
    clientSeed: `client-${i % 5}`,
    nonce: i * 13,
  }));

  it('single-float games: dice, roulette, coinflip, case roll', async () => {
    for (const seeds of seedsList) {
      const [f = Number.NaN] = await referenceFloats(seeds, 1);
      const [ours = Number.NaN] = await betFloats(seeds, 1);
      expect(diceRoll(ours)).toBe(Math.trunc(f * 10001));
      expect(roulettePocket(ours)).toBe(Math.trunc(f * 37));
      expect(coinflip(ours)).toBe(f < 0.5 ? 'heads' : 'tails');
      expect(caseRoll(ours)).toBe(Math.trunc(f * 100000) + 1);
    }
  });

  it('keno: ten squares of 1..40 from two HMAC rounds', async () => {
    for (const seeds of seedsList) {
      const drawn = kenoDraw(await betFloats(seeds, 10));
      expect(drawn).toEqual(referenceSelection(40, 1, await referenceFloats(seeds, 10), 10));
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((square) => square >= 1 && square <= 40)).toBe(true);
    }
  });

  it('miner: every mine count 1..24 over the 25 tiles (24 floats = 3 rounds)', async () => {
    for (const seeds of seedsList.slice(0, 10)) {
      const reference = await referenceFloats(seeds, 24);
      for (let mines = 1; mines <= 24; mines++) {
        expect(minerMines(await betFloats(seeds, mines), mines)).toEqual(referenceSelection(25, 0, reference, mines));
      }
    }
  });

  it('hilo: card per step from the unlimited deck, across rounds', async () => {
    for (const seeds of seedsList.slice(0, 10)) {
      const reference = (await referenceFloats(seeds, 30)).map(referenceCard);
      expect((await betFloats(seeds, 30)).map((f) => hiloCard(f).label)).toEqual(reference);
    }
  });
});

describe('outcome mapping edges', () => {
  const top = 1 - 2 ** -32;
  it('covers the full ranges at float 0 and the largest float', () => {
    expect([diceRoll(0), diceRoll(top)]).toEqual([0, 10000]);
    expect([roulettePocket(0), roulettePocket(top)]).toEqual([0, 36]);
    expect([caseRoll(0), caseRoll(top)]).toEqual([1, 100000]);
    expect([hiloCard(0).label, hiloCard(top).label]).toEqual(['2♦', 'A♣']);
    expect([coinflip(0.5 - 2 ** -32), coinflip(0.5)]).toEqual(['heads', 'tails']);
  });

  it('orders the deck ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A', () => {
    expect([0, 1, 2, 3, 4, 51].map((i) => cardAt(i).label)).toEqual(['2♦', '2♥', '2♠', '2♣', '3♦', 'A♣']);
    expect(cardAt(51).rank).toBe(12);
  });

  it('selects without replacement and refuses bad input', () => {
    expect(selectWithoutReplacement(['a', 'b', 'c'], [top, top, top], 3)).toEqual(['c', 'b', 'a']);
    expect(selectWithoutReplacement(['a', 'b', 'c'], [0, 0, 0], 3)).toEqual(['a', 'b', 'c']);
    expect(() => kenoDraw([0.1, 0.2])).toThrow(RangeError);
    expect(() => minerMines([0.1], 0)).toThrow(RangeError);
    expect(() => minerMines(new Array(25).fill(0), 25)).toThrow(RangeError);
    expect(() => kenoDraw(new Array(10).fill(1))).toThrow(RangeError);
  });
});
