import { crashPoint, isGameHash, linkToCommitment } from '../../contract/fairness/crash';

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
  /** SHA-256 steps computed (checkpoints proven by an earlier check are not walked again). */
  walked: number;
  /** The hash links to the terminating hash published before game 1. */
  reached: boolean;
  /** The game whose published hash the round's walk reached first (a checkpoint), 0 for the terminating hash. */
  via: number;
  /** Published hashes of earlier rounds met on the way that matched, and that did not. */
  matched: number;
  mismatched: number;
}

/** Checkpoints proven to link to each commitment (by terminating hash), for this worker's life. */
const proven = new Map<string, Set<string>>();

/**
 * A past round checked offline: its bust from its hash and the published salt, and its hash linked to the
 * terminating hash published before game 1 (contract/fairness/crash.ts `linkToCommitment`: down to the nearest
 * published checkpoint, each checkpoint proven once), checking each published round met on the way. `checkpoints`:
 * what the server published (none offline: the walk goes all the way down).
 */
export async function verifyCrashRound(
  input: CrashVerifyInput,
  checkpoints: ReadonlyMap<number, string> = new Map(),
): Promise<CrashVerifyAnswer> {
  const hash = input.hash.trim().toLowerCase();
  if (!isGameHash(hash)) throw new RangeError('hash_invalid');
  const bust = await crashPoint(hash, input.salt);
  const links: CrashVerifyAnswer['links'] = [];
  let matched = 0;
  let mismatched = 0;
  const provenHere = proven.get(input.terminatingHash) ?? new Set<string>();
  proven.set(input.terminatingHash, provenHere);
  const link = await linkToCommitment({
    hash,
    game: Math.floor(input.game),
    terminatingHash: input.terminatingHash,
    checkpoints,
    proven: provenHere,
    onLink(game, current) {
      const published = input.known?.[game];
      const matchesPublished = published === undefined ? null : published === current;
      if (matchesPublished === true) matched++;
      if (matchesPublished === false) mismatched++;
      if (links.length < LINKS_SHOWN) links.push({ game, hash: current, matchesPublished });
    },
  });
  return { bust, links, walked: link.walked, reached: link.linked, via: link.via, matched, mismatched };
}
