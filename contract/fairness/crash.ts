import { subtle, toHex, utf8 } from './webcrypto';

/**
 * Crash's provably fair results, bustabit v2's scheme as its public verifier computes it.
 *
 * - The chain: each earlier game's hash is SHA-256 of the later game's hash written as lowercase hex text. The chain
 *   is generated from a secret seed and played from its end; its terminating hash (SHA-256 of game 1's hash) is
 *   published before game 1, so game n's hash hashed n times gives the terminating hash.
 * - A game's bust: HMAC-SHA256(key = the salt's text, message = the game hash's 32 bytes); X = its top 52 bits / 2^52;
 *   bust = max(1, floor(99 / (1 − X)) / 100). Multipliers here are integer hundredths (100 = 1.00×).
 */

const HASH_HEX = /^[0-9a-f]{64}$/;

export function isGameHash(value: string): boolean {
  return HASH_HEX.test(value);
}

function checkHash(hash: string): void {
  if (!isGameHash(hash)) throw new RangeError('A game hash is 64 lowercase hex characters');
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The hash of the game played just before `hash`'s game: SHA-256 of its lowercase hex text. */
export async function earlierGameHash(hash: string): Promise<string> {
  checkHash(hash);
  return toHex(new Uint8Array(await subtle().digest('SHA-256', utf8(hash))));
}

/** The bust of a game, in hundredths (100 = 1.00×), from its hash and the published salt. */
export async function crashPoint(hash: string, salt: string): Promise<number> {
  checkHash(hash);
  const key = await subtle().importKey('raw', utf8(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = toHex(new Uint8Array(await subtle().sign('HMAC', key, hexBytes(hash))));
  return bustFromHmacHex(mac);
}

/** Steps 2–5 of the verifier on the HMAC's hex: the top 52 bits as X in [0, 1), then floor(99 / (1 − X)), at least 100. */
export function bustFromHmacHex(mac: string): number {
  const r = Number.parseInt(mac.slice(0, 13), 16);
  const x = r / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** "2.35" for 235 hundredths. */
export function formatBust(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/**
 * How many SHA-256 steps lead from `hash` to `later` (a hash published before it: the terminating hash, or any
 * later game's hash), trying at most `maxSteps`; null when it does not link (or links further than that).
 * Game n's hash reaches the terminating hash in exactly n steps.
 */
export async function stepsToLaterHash(hash: string, later: string, maxSteps: number): Promise<number | null> {
  checkHash(later);
  let current = hash;
  for (let step = 1; step <= maxSteps; step++) {
    current = await earlierGameHash(current);
    if (current === later) return step;
  }
  return null;
}

/**
 * Every this-many-th game's hash is published once that game is played (`CRASH_API.checkpoints`): stepping stones
 * that let a verifier link a late round to the commitment without walking the whole chain every time.
 */
export const CHECKPOINT_GAMES = 10_000;

export interface ChainLinkInput {
  hash: string;
  /** The round's game number: its hash reaches the terminating hash in exactly this many steps. */
  game: number;
  terminatingHash: string;
  /** Published checkpoints: game number (a multiple of CHECKPOINT_GAMES) → that game's hash. */
  checkpoints: ReadonlyMap<number, string>;
  /**
   * Checkpoints of this commitment already proven to link to it (`game:hash`), kept by the caller between checks;
   * the ones proven here are added.
   */
  proven: Set<string>;
  /** Each hash walked from the round down to the first stepping stone, with its game number. */
  onLink?: (game: number, hash: string) => void;
}

export interface ChainLink {
  /** The round's hash links, through published checkpoints each proven in turn, to the terminating hash. */
  linked: boolean;
  /** SHA-256 steps computed in this check (proven checkpoints are not walked again). */
  walked: number;
  /** The game of the first stepping stone the round's hash reached: a checkpoint, or 0 (the terminating hash). */
  via: number;
}

/**
 * Does game `game`'s `hash` belong to the committed chain? Walks it down to the nearest stepping stone below it (a
 * published checkpoint, else the terminating hash) and compares; then proves that stone links to the commitment,
 * stone by stone (CHECKPOINT_GAMES steps each), stopping at one proven before. Sound: a stone is trusted only once
 * its own walk reached the terminating hash, and a forged round's hash would need a SHA-256 preimage of a stone.
 * A first check of game n costs about n steps; later checks about CHECKPOINT_GAMES.
 */
export async function linkToCommitment(input: ChainLinkInput): Promise<ChainLink> {
  checkHash(input.hash);
  const { game, terminatingHash, checkpoints, proven } = input;
  if (!Number.isSafeInteger(game) || game < 1) return { linked: false, walked: 0, via: 0 };
  const stone = (at: number) =>
    at === 0 ? terminatingHash : at % CHECKPOINT_GAMES === 0 ? checkpoints.get(at) : undefined;
  let walked = 0;
  /** From game `from`'s hash down to the next stone below it: the stone's game and the hash the walk gives there. */
  const walkToStone = async (hash: string, from: number, onLink?: ChainLinkInput['onLink']) => {
    let current = hash;
    let at = from;
    do {
      current = await earlierGameHash(current);
      at--;
      walked++;
      onLink?.(at, current);
    } while (stone(at) === undefined);
    return { at, hash: current };
  };

  const first = await walkToStone(input.hash, game, input.onLink);
  if (first.hash !== stone(first.at)) return { linked: false, walked, via: first.at };
  const proving: string[] = [];
  let at = first.at;
  while (at > 0 && !proven.has(`${at}:${stone(at)}`)) {
    const next = await walkToStone(stone(at) as string, at);
    if (next.hash !== stone(next.at)) return { linked: false, walked, via: first.at };
    proving.push(`${at}:${stone(at)}`);
    at = next.at;
  }
  for (const key of proving) proven.add(key);
  return { linked: true, walked, via: first.at };
}

/** The games played before `hash`'s, newest first: their hashes and busts (what `npm run verify --chain N` prints). */
export async function earlierGames(
  hash: string,
  salt: string,
  count: number,
): Promise<{ hash: string; bust: number }[]> {
  const games: { hash: string; bust: number }[] = [];
  let current = hash;
  for (let i = 0; i < count; i++) {
    current = await earlierGameHash(current);
    games.push({ hash: current, bust: await crashPoint(current, salt) });
  }
  return games;
}
