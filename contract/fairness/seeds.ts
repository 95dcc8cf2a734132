import type { BetSeeds } from './bytes';
import { randomBytes, subtle, toHex, utf8 } from './webcrypto';

/** SHA-256 of the server seed's text, hex: the commitment the player sees before betting. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(serverSeed))));
}

/** A new server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return toHex(randomBytes(32));
}

/** A new default client seed: 8 random bytes as 16 hex characters (the player may set any). */
export function newClientSeed(): string {
  return toHex(randomBytes(8));
}

export const CLIENT_SEED_MAX_LENGTH = 64;

export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeed.length > 0 && clientSeed.length <= CLIENT_SEED_MAX_LENGTH && /^[\x20-\x7e]+$/.test(clientSeed);
}

/** The active seed pair. The server keeps serverSeed secret until rotation; the player sees publicSeedPair(). */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Bets already made under this pair: the next bet's nonce. */
  nonce: number;
}

export interface PublicSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A retired pair: its server seed is revealed so the player can check every bet made under it. */
export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Bets made under the pair, i.e. nonces 0 .. bets − 1. */
  bets: number;
}

export async function createSeedPair(clientSeed = newClientSeed(), serverSeed = newServerSeed()): Promise<SeedPair> {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('Bad client seed');
  return { serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** Takes the pair's next nonce for a bet: the seeds to draw from, and the pair with the nonce advanced. */
export function placeBet(pair: SeedPair): { seeds: BetSeeds; pair: SeedPair } {
  const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
  return { seeds, pair: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Rotation, at the player's request at any time (setting a client seed rotates too): reveals the old
 * server seed and starts a new pair at nonce 0, with the new client seed or the old one.
 */
export async function rotateSeedPair(
  pair: SeedPair,
  clientSeed: string = pair.clientSeed,
  serverSeed = newServerSeed(),
): Promise<{ revealed: RevealedSeedPair; pair: SeedPair }> {
  const revealed: RevealedSeedPair = {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    bets: pair.nonce,
  };
  return { revealed, pair: await createSeedPair(clientSeed, serverSeed) };
}

/** The player's check of a revealed pair: the seed matches the hash shown before betting. */
export async function verifyRevealedSeed(revealed: { serverSeed: string; serverSeedHash: string }): Promise<boolean> {
  return (await hashServerSeed(revealed.serverSeed)) === revealed.serverSeedHash.toLowerCase();
}
