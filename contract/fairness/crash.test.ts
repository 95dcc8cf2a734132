import { describe, expect, it } from 'vitest';
import { bustFromHmacHex, crashPoint, earlierGameHash, earlierGames, formatBust, stepsToLaterHash } from './crash';
import { nodeHmacSha256OfHexBytes, nodeSha256Hex } from './node-reference.testing';

/** bustabit's gameResult written out again on node:crypto, independently of crash.ts (hundredths). */
async function referenceBust(hash: string, salt: string): Promise<number> {
  const mac = await nodeHmacSha256OfHexBytes(salt, hash);
  const x = Number.parseInt(mac.slice(0, 52 / 4), 16) / 2 ** 52;
  return Math.round(Math.max(1, Math.floor(99 / (1 - x)) / 100) * 100);
}

// bustabit's second seeding event's salt (the hash of bitcoin block 505750) and a chain seed of our own.
const SALT = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
const SEED = 'b0e4d2c6a8f1e3d5c7b9a1f2e4d6c8b0a2f4e6d8c0b2a4f6e8d0c2b4a6f8e0d2';

describe('crash fairness (bustabit v2)', () => {
  it('makes each earlier game hash the SHA-256 of the later hash as lowercase hex text', async () => {
    expect(await earlierGameHash(SEED)).toBe(await nodeSha256Hex(SEED));
    // SHA-256("") is not involved: the input is the 64 characters, not the 32 bytes.
    expect(await earlierGameHash(SEED)).not.toBe(await nodeSha256Hex(''));
  });

  it('computes the bust like an independent node:crypto verifier over 300 chained games', async () => {
    let hash = SEED;
    const busts: number[] = [];
    for (let i = 0; i < 300; i++) {
      const bust = await crashPoint(hash, SALT);
      expect(bust).toBe(await referenceBust(hash, SALT));
      busts.push(bust);
      hash = await nodeSha256Hex(hash);
    }
    expect(Math.min(...busts)).toBe(100);
    expect(busts.some((bust) => bust > 200)).toBe(true);
  });

  it('reads the top 52 bits: zero busts at 1.00, the largest value at floor(99 · 2^52)', () => {
    expect(bustFromHmacHex(`${'0'.repeat(13)}${'f'.repeat(51)}`)).toBe(100);
    expect(bustFromHmacHex(`8000000000000${'f'.repeat(51)}`)).toBe(198);
    expect(bustFromHmacHex('fffffffffffff000')).toBe(Math.floor(99 * 2 ** 52));
    // X just under 1/100 of the way: 99 / (1 − X) < 100 still busts at 1.00 (about 1% of games).
    expect(bustFromHmacHex('028f5c28f5c28000')).toBe(100);
    expect(formatBust(100)).toBe('1.00');
    expect(formatBust(23456)).toBe('234.56');
  });

  it('links a game hash to a later published hash by hashing forward, and refuses a foreign one', async () => {
    const chain = [SEED];
    for (let i = 0; i < 20; i++) chain.push(await nodeSha256Hex(chain[i] as string));
    const terminating = chain[20] as string;
    // chain[20 - n] is game n's hash.
    expect(await stepsToLaterHash(chain[20 - 7] as string, terminating, 100)).toBe(7);
    expect(await stepsToLaterHash(chain[0] as string, chain[5] as string, 100)).toBe(5);
    expect(await stepsToLaterHash(chain[0] as string, terminating, 19)).toBeNull();
    expect(await stepsToLaterHash(SALT, terminating, 100)).toBeNull();
    const games = await earlierGames(chain[3] as string, SALT, 2);
    expect(games.map((game) => game.hash)).toEqual([chain[4], chain[5]]);
    expect(games[1]?.bust).toBe(await referenceBust(chain[5] as string, SALT));
  });

  it('refuses a hash that is not 64 lowercase hex characters', async () => {
    await expect(crashPoint('ABC', SALT)).rejects.toThrow(RangeError);
    await expect(earlierGameHash(SEED.toUpperCase())).rejects.toThrow(RangeError);
  });
});
