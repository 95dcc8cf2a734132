import { describe, expect, it } from 'vitest';
import { nodeSha256Hex } from './node-reference.testing';
import {
  createSeedPair,
  hashServerSeed,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  placeBet,
  publicSeedPair,
  rotateSeedPair,
  verifyRevealedSeed,
} from './seeds';

describe('seeds', () => {
  it('commits to the server seed with SHA-256 of its text', async () => {
    expect(await hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const seed of ['', 'a'.repeat(64), newServerSeed(), 'ünïcode ✓']) {
      expect(await hashServerSeed(seed)).toBe(await nodeSha256Hex(seed));
    }
  });

  it('makes new random seeds from crypto.getRandomValues', () => {
    const servers = new Set(Array.from({ length: 50 }, newServerSeed));
    expect(servers.size).toBe(50);
    for (const seed of servers) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('counts bets with the nonce and shows only the hash before rotation', async () => {
    let pair = await createSeedPair('lucky');
    expect(publicSeedPair(pair)).toEqual({
      serverSeedHash: await nodeSha256Hex(pair.serverSeed),
      clientSeed: 'lucky',
      nonce: 0,
      nextServerSeedHash: await nodeSha256Hex(pair.nextServerSeed),
    });
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain(pair.serverSeed);
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain(pair.nextServerSeed);
    const nonces: number[] = [];
    for (let i = 0; i < 3; i++) {
      const bet = placeBet(pair);
      nonces.push(bet.seeds.nonce);
      expect(bet.seeds).toMatchObject({ serverSeed: pair.serverSeed, clientSeed: 'lucky' });
      pair = bet.pair;
    }
    expect(nonces).toEqual([0, 1, 2]);
    expect(pair.nonce).toBe(3);
  });

  it('rotates at any time: reveals the old server seed and restarts the nonce', async () => {
    const start = placeBet(placeBet(await createSeedPair('old')).pair).pair;
    const { revealed, pair } = await rotateSeedPair(start, 'new');
    expect(revealed).toEqual({
      serverSeed: start.serverSeed,
      serverSeedHash: start.serverSeedHash,
      clientSeed: 'old',
      bets: 2,
    });
    expect(await verifyRevealedSeed(revealed)).toBe(true);
    expect(await verifyRevealedSeed({ ...revealed, serverSeed: `${revealed.serverSeed}x` })).toBe(false);
    expect(pair).toMatchObject({ clientSeed: 'new', nonce: 0 });
    // The new active server seed is the one committed in advance as "next".
    expect(pair.serverSeed).toBe(start.nextServerSeed);
    expect(pair.serverSeedHash).toBe(start.nextServerSeedHash);
    expect(pair.nextServerSeed).not.toBe(start.nextServerSeed);
    const committed = { serverSeed: pair.nextServerSeed, serverSeedHash: pair.nextServerSeedHash };
    expect(await verifyRevealedSeed(committed)).toBe(true);
    expect((await rotateSeedPair(pair)).pair.clientSeed).toBe('new');
  });

  it('validates client seeds', async () => {
    expect(isValidClientSeed('my seed')).toBe(true);
    expect(isValidClientSeed('line\nbreak')).toBe(false);
    expect(isValidClientSeed('my-seed_42')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    await expect(createSeedPair('')).rejects.toThrow(RangeError);
    await expect(rotateSeedPair(await createSeedPair(), 'tab\there')).rejects.toThrow(RangeError);
  });
});
