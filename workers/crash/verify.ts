import { crashPoint, isGameHash, linkToCommitment } from '../../contract/fairness/crash';
import type { ProvenCheckpoints } from './proven-checkpoints';

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

/**
 * A past round checked offline: its bust from its hash and the published salt, and its hash linked to the
 * terminating hash published before game 1 (contract/fairness/crash.ts `linkToCommitment`: down to the nearest
 * published checkpoint, then that checkpoint down to the first one this browser proved before, or to the
 * terminating hash), checking each published round met on the way. `checkpoints`: what the server published (none
 * offline: the walk goes all the way down); `proven`: the checkpoints proven here before, and where the new proofs
 * are kept (one that cannot be read or kept costs only a longer walk).
 */
export async function verifyCrashRound(
  input: CrashVerifyInput,
  checkpoints: ReadonlyMap<number, string>,
  proven: ProvenCheckpoints,
): Promise<CrashVerifyAnswer> {
  const hash = input.hash.trim().toLowerCase();
  if (!isGameHash(hash)) throw new RangeError('hash_invalid');
  const bust = await crashPoint(hash, input.salt);
  const links: CrashVerifyAnswer['links'] = [];
  let matched = 0;
  let mismatched = 0;
  const before = await proven.read(input.terminatingHash).catch(() => new Set<string>());
  const provenHere = new Set(before);
  // The checkpoints proven here are stepping stones too, offline as well; over a published one, they win.
  const stones = new Map(checkpoints);
  for (const proof of before) {
    const [game, stone] = proof.split(':');
    stones.set(Number(game), stone as string);
  }
  const link = await linkToCommitment({
    hash,
    game: Math.floor(input.game),
    terminatingHash: input.terminatingHash,
    checkpoints: stones,
    proven: provenHere,
    onLink(game, current) {
      const published = input.known?.[game];
      const matchesPublished = published === undefined ? null : published === current;
      if (matchesPublished === true) matched++;
      if (matchesPublished === false) mismatched++;
      if (links.length < LINKS_SHOWN) links.push({ game, hash: current, matchesPublished });
    },
  });
  const fresh = [...provenHere].filter((proof) => !before.has(proof));
  if (fresh.length > 0) await proven.add(input.terminatingHash, fresh).catch(() => undefined);
  return { bust, links, walked: link.walked, reached: link.linked, via: link.via, matched, mismatched };
}
