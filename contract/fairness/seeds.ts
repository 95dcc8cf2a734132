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

const CLIENT_SEED_MAX_LENGTH = 64;

export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeed.length > 0 && clientSeed.length <= CLIENT_SEED_MAX_LENGTH && /^[\x20-\x7e]+$/.test(clientSeed);
}

/**
 * The active seed pair and the next server seed, committed in advance: the player sees both hashes
 * (publicSeedPair), so a rotation cannot pick a server seed after the fact. Server seeds stay secret
 * until their pair retires.
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Bets already made under this pair: the next bet's nonce (the first bet has nonce 0). */
  nonce: number;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

export interface PublicSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeedHash: string;
}

/** A retired pair: its server seed is revealed so the player can check every bet made under it. */
export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Bets made under the pair, i.e. nonces 0 .. bets − 1. */
  bets: number;
}

function checkClientSeed(clientSeed: string): void {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('Bad client seed');
}

export async function createSeedPair(
  clientSeed = newClientSeed(),
  serverSeed = newServerSeed(),
  nextServerSeed = newServerSeed(),
): Promise<SeedPair> {
  checkClientSeed(clientSeed);
  const [serverSeedHash, nextServerSeedHash] = await Promise.all([
    hashServerSeed(serverSeed),
    hashServerSeed(nextServerSeed),
  ]);
  return { serverSeed, serverSeedHash, clientSeed, nonce: 0, nextServerSeed, nextServerSeedHash };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  const { serverSeedHash, clientSeed, nonce, nextServerSeedHash } = pair;
  return { serverSeedHash, clientSeed, nonce, nextServerSeedHash };
}

/** Takes the pair's next nonce for a bet: the seeds to draw from, and the pair with the nonce advanced. */
export function placeBet(pair: SeedPair): { seeds: BetSeeds; pair: SeedPair } {
  const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
  return { seeds, pair: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Rotation, at the player's request at any time (setting a client seed rotates too): reveals the old
 * server seed, promotes the committed next server seed, commits a new next one, and starts the nonce
 * again at 0, with the new client seed or the old one. The caller must refuse it while a multi-step
 * round (miner, hilo) is still open under the old pair.
 */
export async function rotateSeedPair(
  pair: SeedPair,
  clientSeed: string = pair.clientSeed,
  nextServerSeed = newServerSeed(),
): Promise<{ revealed: RevealedSeedPair; pair: SeedPair }> {
  checkClientSeed(clientSeed);
  const revealed: RevealedSeedPair = {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    bets: pair.nonce,
  };
  const next: SeedPair = {
    serverSeed: pair.nextServerSeed,
    serverSeedHash: pair.nextServerSeedHash,
    clientSeed,
    nonce: 0,
    nextServerSeed,
    nextServerSeedHash: await hashServerSeed(nextServerSeed),
  };
  return { revealed, pair: next };
}

/** The player's check of a revealed pair: the seed matches the hash shown before betting. */
export async function verifyRevealedSeed(revealed: { serverSeed: string; serverSeedHash: string }): Promise<boolean> {
  return (await hashServerSeed(revealed.serverSeed)) === revealed.serverSeedHash.toLowerCase();
}
