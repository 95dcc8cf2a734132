import { crashPoint, earlierGameHash, isGameHash } from '../../contract/fairness/crash';

/** Hashes walked toward the terminating hash at most (a few seconds of the browser's SHA-256). */
export const MAX_WALK = 100_000;
/** Links listed in the answer: the first ones walked (each game's hash and the one before it). */
const LINKS_SHOWN = 5;

export interface CrashVerifyInput {
  hash: string;
  salt: string;
  /** The round's game number: its hash reaches the terminating hash in exactly this many steps. */
  game: number;
  terminatingHash: string;
  /** Hashes of other rounds the page knows (game → hash), to check the links against. */
  known?: Record<number, string>;
}

export interface CrashVerifyAnswer {
  /** The bust recomputed, in hundredths. */
  bust: number;
  /** The first links walked: game number and its hash (game − 1 of the previous line's). */
  links: { game: number; hash: string; matchesPublished: boolean | null }[];
  /** Steps walked; `reached`: the terminating hash came at exactly `game` steps. */
  walked: number;
  reached: boolean;
  /** The walk stopped at MAX_WALK before it could reach the terminating hash. */
  cut: boolean;
  /** Published hashes of earlier rounds met on the way that matched, and that did not. */
  matched: number;
  mismatched: number;
}

/**
 * A past round checked offline: its bust from its hash and the published salt, and its hash walked down the
 * chain (each earlier game's hash is SHA-256 of the later one's hex) toward the terminating hash published before
 * game 1, checking each published round met on the way.
 */
export async function verifyCrashRound(input: CrashVerifyInput): Promise<CrashVerifyAnswer> {
  const hash = input.hash.trim().toLowerCase();
  if (!isGameHash(hash)) throw new RangeError('hash_invalid');
  const bust = await crashPoint(hash, input.salt);
  const steps = Math.min(Math.max(0, Math.floor(input.game)), MAX_WALK);
  const links: CrashVerifyAnswer['links'] = [];
  let current = hash;
  let matched = 0;
  let mismatched = 0;
  let reached = false;
  let walked = 0;
  for (let step = 1; step <= steps; step++) {
    current = await earlierGameHash(current);
    walked = step;
    const game = input.game - step;
    const published = input.known?.[game];
    const matchesPublished = published === undefined ? null : published === current;
    if (matchesPublished === true) matched++;
    if (matchesPublished === false) mismatched++;
    if (links.length < LINKS_SHOWN) links.push({ game, hash: current, matchesPublished });
    if (game === 0) reached = current === input.terminatingHash;
  }
  return { bust, links, walked, reached, cut: steps < input.game, matched, mismatched };
}
