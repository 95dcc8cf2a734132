import { describe, expect, it } from 'vitest';
import { betFloats, bytesToFloat, hmacSha256, roundBytes } from './bytes';
import { nodeHmacSha256, referenceFloats } from './node-reference.testing';
import { toHex } from './webcrypto';

const seeds = {
  serverSeed: 'b0e4d2c6a8f1e3d5c7b9a1f2e4d6c8b0a2f4e6d8c0b2a4f6e8d0c2b4a6f8e0d2',
  clientSeed: 'abc',
  nonce: 3,
};

describe('HMAC byte stream', () => {
  it('computes HMAC-SHA256(server seed, "client:nonce:round") like node:crypto', async () => {
    for (const round of [0, 1, 7]) {
      expect(await roundBytes(seeds, round)).toEqual(await nodeHmacSha256(seeds.serverSeed, `abc:3:${round}`));
    }
  });

  it('matches the RFC 4231 HMAC-SHA256 vectors (test cases 1 and 2)', async () => {
    const key1 = String.fromCharCode(...Array.from({ length: 20 }, () => 0x0b));
    expect(toHex(await hmacSha256(key1, 'Hi There'))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(toHex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('reads four bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    expect(bytesToFloat(Uint8Array.from([0, 0, 0, 0]))).toBe(0);
    expect(bytesToFloat(Uint8Array.from([128, 0, 0, 0]))).toBe(0.5);
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]))).toBe(1 - 2 ** -32);
    expect(bytesToFloat(Uint8Array.from([9, 1, 2, 3, 4]), 1)).toBe(
      (1 * 2 ** 24 + 2 * 2 ** 16 + 3 * 2 ** 8 + 4) / 2 ** 32,
    );
  });

  it('reads the stream across rounds: 20 floats need 3 HMAC rounds', async () => {
    const floats = await betFloats(seeds, 20);
    expect(floats).toEqual(await referenceFloats(seeds, 20));
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
  });

  it('starts at a cursor, inside or past the first round', async () => {
    const all = await referenceFloats(seeds, 30);
    expect(await betFloats(seeds, 5, 6)).toEqual(all.slice(6, 11));
    expect(await betFloats(seeds, 3, 17)).toEqual(all.slice(17, 20));
    expect(await betFloats(seeds, 0)).toEqual([]);
  });

  it('keys on the server seed and separates client seeds and nonces', async () => {
    const [a] = await betFloats(seeds, 1);
    expect((await betFloats({ ...seeds, nonce: 4 }, 1))[0]).not.toBe(a);
    expect((await betFloats({ ...seeds, clientSeed: 'abd' }, 1))[0]).not.toBe(a);
    expect((await betFloats({ ...seeds, serverSeed: `${seeds.serverSeed}0` }, 1))[0]).not.toBe(a);
  });

  it('rejects a negative or fractional nonce, count or cursor', async () => {
    await expect(betFloats({ ...seeds, nonce: -1 }, 1)).rejects.toThrow(RangeError);
    await expect(betFloats({ ...seeds, nonce: 1.5 }, 1)).rejects.toThrow(RangeError);
    await expect(betFloats(seeds, -1)).rejects.toThrow(RangeError);
    await expect(betFloats(seeds, 1, 0.5)).rejects.toThrow(RangeError);
  });
});
