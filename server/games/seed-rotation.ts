import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  type PublicSeedPair,
  publicSeedPair,
  type RevealedSeedPair,
  rotateSeedPair,
} from '../../contract/fairness/seeds';
import { type GameSeedPairRow, gameSeedPairs, gameSeedRotations } from '../db/schema';
import type { Db } from '../db/types';
import { rowsOf } from '../wallet/ledger';
import { IdempotencyConflict, type Runner } from '../wallet/service';
import { roundOpen, seedsChanged } from './errors';

interface RotationRequest {
  userId: number;
  /** The new client seed; undefined keeps the old one. */
  clientSeed: string | undefined;
  idempotencyKey: string | undefined;
}

export interface Rotation {
  revealed: RevealedSeedPair;
  active: PublicSeedPair;
}

/** The same key sent again while this request was running: answer what the other one stored. */
class KeyTakenMeanwhile extends Error {}

/**
 * Rotation of a player's seed pair, safe when several arrive at once (two tabs, a double click, a resend).
 *
 * A rotation rotates the pair that was active when it arrived. If another rotation replaced that pair while this
 * one waited for the pair's row lock, there is nothing left to do: it answers that rotation's result when it would
 * have produced the same client seed, else 409 `seeds_changed`. So concurrent rotations make one link of the
 * chain, and rotations one after another each make their own.
 *
 * With an Idempotency-Key the key is stored with the pair the answer made active: the same key again answers the
 * same body and rotates nothing, another client seed under it is 409 `idempotency_conflict`.
 */
export async function rotateSeeds(
  db: Db,
  request: RotationRequest,
  ensurePair: (userId: number) => Promise<void>,
): Promise<Rotation> {
  const { userId, idempotencyKey: key } = request;
  const asked = request.clientSeed ?? null;
  if (key) {
    const replayed = await keyedAnswer(db, userId, key, asked);
    if (replayed) return replayed;
  }
  let seen = await activePair(db, userId);
  if (!seen) {
    await ensurePair(userId);
    seen = await activePair(db, userId);
  }
  if (!seen) throw new Error('No seed pair after creating one');
  const seenPair = seen;
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(gameSeedPairs)
        .where(and(eq(gameSeedPairs.id, seenPair.id), eq(gameSeedPairs.active, true)))
        .for('update');
      const made = locked ? await rotate(tx, locked, asked) : await replacedMeanwhile(tx, seenPair, asked);
      if (key) {
        const stored = await tx
          .insert(gameSeedRotations)
          .values({ userId, idempotencyKey: key, clientSeed: asked, pairId: made })
          .onConflictDoNothing()
          .returning({ id: gameSeedRotations.id });
        if (stored.length === 0) throw new KeyTakenMeanwhile();
      }
      return answerOf(tx, userId, made);
    });
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile) || !key) throw error;
    const replayed = await keyedAnswer(db, userId, key, asked);
    if (!replayed) throw error;
    return replayed;
  }
}

/** Deactivates the locked pair and activates its successor; answers the successor's id. */
async function rotate(tx: Runner, pair: GameSeedPairRow, asked: string | null): Promise<number> {
  const open = rowsOf(
    await tx.execute(sql`SELECT 1 FROM game_bets WHERE user_id = ${pair.userId} AND status = 'active' LIMIT 1`),
  );
  if (open.length > 0) throw roundOpen();
  const { pair: next } = await rotateSeedPair(pair, asked ?? pair.clientSeed);
  await tx.update(gameSeedPairs).set({ active: false, revealedAt: new Date() }).where(eq(gameSeedPairs.id, pair.id));
  const [created] = await tx
    .insert(gameSeedPairs)
    .values({
      userId: pair.userId,
      serverSeed: next.serverSeed,
      serverSeedHash: next.serverSeedHash,
      clientSeed: next.clientSeed,
      nextServerSeed: next.nextServerSeed,
      nextServerSeedHash: next.nextServerSeedHash,
    })
    .returning({ id: gameSeedPairs.id });
  if (!created) throw new Error('the new seed pair was not inserted');
  return created.id;
}

/** The pair that replaced `seen` while this request waited, if it has the client seed this request would set. */
async function replacedMeanwhile(tx: Runner, seen: GameSeedPairRow, asked: string | null): Promise<number> {
  const [successor] = await tx
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.userId, seen.userId), gt(gameSeedPairs.id, seen.id)))
    .orderBy(asc(gameSeedPairs.id))
    .limit(1);
  if (!successor || successor.clientSeed !== (asked ?? seen.clientSeed)) throw seedsChanged();
  return successor.id;
}

/** The stored answer of a key: null if the key is new, 409 if it was used with another client seed. */
async function keyedAnswer(db: Runner, userId: number, key: string, asked: string | null): Promise<Rotation | null> {
  const [stored] = await db
    .select()
    .from(gameSeedRotations)
    .where(and(eq(gameSeedRotations.userId, userId), eq(gameSeedRotations.idempotencyKey, key)));
  if (!stored) return null;
  if (stored.clientSeed !== asked) throw new IdempotencyConflict();
  return answerOf(db, userId, stored.pairId);
}

/** The rotation that made `pairId` active, as it was answered: the pair before it revealed, it at nonce 0. */
async function answerOf(runner: Runner, userId: number, pairId: number): Promise<Rotation> {
  const [made] = await runner.select().from(gameSeedPairs).where(eq(gameSeedPairs.id, pairId));
  const [before] = await runner
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.userId, userId), lt(gameSeedPairs.id, pairId)))
    .orderBy(desc(gameSeedPairs.id))
    .limit(1);
  if (!made || !before) throw new Error(`seed pair ${pairId} has no predecessor`);
  return {
    revealed: {
      serverSeed: before.serverSeed,
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      bets: before.nonce,
    },
    active: publicSeedPair({ ...made, nonce: 0 }),
  };
}

async function activePair(db: Db, userId: number): Promise<GameSeedPairRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.userId, userId), eq(gameSeedPairs.active, true)));
  return row;
}
