import { subtle, utf8 } from './webcrypto';

/** What one bet draws from: the seed pair and the bet's nonce under it. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const BYTES_PER_ROUND = 32;
const BYTES_PER_FLOAT = 4;
const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

type HmacKey = unknown;

function importHmacKey(key: string): Promise<HmacKey> {
  return subtle().importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function sign(key: HmacKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, utf8(message)));
}

/** Recently used keys, imported once: a server seed signs every bet of its pair. */
const importedKeys = new Map<string, Promise<HmacKey>>();
const IMPORTED_KEYS_MAX = 256;

function hmacKeyOf(key: string): Promise<HmacKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.delete(importedKeys.keys().next().value as string);
    imported = importHmacKey(key);
    importedKeys.set(key, imported);
  }
  return imported;
}

type HmacImplementation = (key: string, message: string) => Uint8Array;
let platformHmac: HmacImplementation | null = null;

/**
 * A synchronous HMAC-SHA256 where the platform has one (the server's node:crypto: no thread-pool hop per bet). It
 * must give Web Crypto's bytes; server/games/node-hmac.test.ts checks that.
 */
export function usePlatformHmac(implementation: HmacImplementation | null): void {
  platformHmac = implementation;
}

/** HMAC-SHA256 of UTF-8 texts, through Web Crypto (or the platform's own, when one was given). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  if (platformHmac) return platformHmac(key, message);
  return sign(await hmacKeyOf(key), message);
}

function checkNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`Bad nonce: ${nonce}`);
}

const roundMessage = (seeds: BetSeeds, round: number) => `${seeds.clientSeed}:${seeds.nonce}:${round}`;

/** HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`): the 32 bytes of one round. */
export async function roundBytes(seeds: BetSeeds, round: number): Promise<Uint8Array> {
  checkNonce(seeds.nonce);
  return hmacSha256(seeds.serverSeed, roundMessage(seeds, round));
}

/** Four bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴, a float in [0, 1) (exact in a double). */
export function bytesToFloat(bytes: Uint8Array, offset = 0): number {
  let float = 0;
  let scale = 1;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    scale /= 256;
    float += (bytes[offset + i] ?? 0) * scale;
  }
  return float;
}

/**
 * The floats at positions cursor, cursor + 1, ... cursor + count − 1 of the bet's stream
 * (rounds 0, 1, 2, ... read as one byte stream, four bytes per float).
 */
export async function betFloats(seeds: BetSeeds, count: number, cursor = 0): Promise<number[]> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Bad float count: ${count}`);
  if (!Number.isSafeInteger(cursor) || cursor < 0) throw new RangeError(`Bad cursor: ${cursor}`);
  checkNonce(seeds.nonce);
  const floats: number[] = [];
  if (count === 0) return floats;
  let round = -1;
  let bytes: Uint8Array = new Uint8Array(0);
  for (let position = cursor; position < cursor + count; position++) {
    const wanted = Math.floor(position / FLOATS_PER_ROUND);
    if (wanted !== round) {
      round = wanted;
      bytes = await hmacSha256(seeds.serverSeed, roundMessage(seeds, round));
    }
    floats.push(bytesToFloat(bytes, (position % FLOATS_PER_ROUND) * BYTES_PER_FLOAT));
  }
  return floats;
}
