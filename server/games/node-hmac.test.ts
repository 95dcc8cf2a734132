import { afterEach, describe, expect, it } from 'vitest';
import { betFloats, hmacSha256, usePlatformHmac } from '../../contract/fairness/bytes';
import { nodeHmacSha256, useNodeHmac } from './node-hmac';

afterEach(() => usePlatformHmac(null));

describe('node:crypto HMAC for the fairness draw', () => {
  it('gives Web Crypto’s bytes for ASCII and non-ASCII seeds and messages', async () => {
    const cases: [string, string][] = [
      ['a'.repeat(64), 'client:0:0'],
      ['0f3c9e', 'мой сид:41:2'],
      ['🎲 server seed', 'client seed with spaces:1000000:7'],
    ];
    for (const [key, message] of cases) {
      expect(new Uint8Array(nodeHmacSha256(key, message))).toEqual(new Uint8Array(await hmacSha256(key, message)));
    }
  });

  it('draws the same floats once installed', async () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player', nonce: 12 };
    const viaWebCrypto = await betFloats(seeds, 20);
    useNodeHmac();
    expect(await betFloats(seeds, 20)).toEqual(viaWebCrypto);
  });

  it('is what a bet’s draw goes through, one HMAC per round of 8 floats', async () => {
    const messages: string[] = [];
    usePlatformHmac((key, message) => {
      messages.push(message);
      return nodeHmacSha256(key, message);
    });
    await betFloats({ serverSeed: 'c'.repeat(64), clientSeed: 'player', nonce: 3 }, 20);
    expect(messages).toEqual(['player:3:0', 'player:3:1', 'player:3:2']);
  });
});
