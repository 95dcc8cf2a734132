import { eq, sql } from 'drizzle-orm';
import type { BlockBody, PlayBlockKind } from '../../contract/api/safer-gambling';
import { type PlayBlockRow, playBlocks } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import type { Runner } from '../wallet/ledger';

/** When a time-out or self-exclusion asked for now ends. */
export function blockEnd(body: BlockBody, now: Date): Date {
  if (body.kind === 'time_out') return new Date(now.getTime() + body.hours * 3_600_000);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + body.months);
  return end;
}

/** The player's time-out or self-exclusion in force at `now`, or null. */
export async function blockInForce(runner: Runner, userId: number, now: Date): Promise<PlayBlockRow | null> {
  const [row] = await runner.select().from(playBlocks).where(eq(playBlocks.userId, userId));
  return row && row.endsAt.getTime() > now.getTime() ? row : null;
}

/**
 * Starts a block at once. One in force is never shortened (it cannot be undone before its end): the later end wins,
 * and a self-exclusion stays one.
 */
export async function startBlock(db: Db, userId: number, body: BlockBody, now: Date): Promise<void> {
  const endsAt = blockEnd(body, now);
  await db
    .insert(playBlocks)
    .values({ userId, kind: body.kind, startsAt: now, endsAt })
    .onConflictDoUpdate({
      target: playBlocks.userId,
      set: {
        // An ended block is replaced; one in force keeps whichever end is later, and its strongest kind.
        kind: sql`CASE WHEN ${playBlocks.endsAt} <= ${now} THEN excluded.kind
          WHEN ${playBlocks.kind} = 'self_exclusion' OR excluded.kind = 'self_exclusion' THEN 'self_exclusion'
          ELSE excluded.kind END`,
        startsAt: sql`CASE WHEN ${playBlocks.endsAt} <= ${now} THEN excluded.starts_at ELSE ${playBlocks.startsAt} END`,
        endsAt: sql`greatest(${playBlocks.endsAt}, excluded.ends_at)`,
        updatedAt: now,
      },
    });
}

/** The refusal of a bet or a deposit during a block: 403 `time_out` / `self_excluded`, with its end. */
export function blockedError(block: PlayBlockRow): HttpError {
  const kind = block.kind as PlayBlockKind;
  const until = block.endsAt.toISOString();
  return kind === 'self_exclusion'
    ? new HttpError(403, 'self_excluded', `You excluded yourself from play until ${until}`)
    : new HttpError(403, 'time_out', `You took a break from play until ${until}`);
}

/** Refuses a bet or a deposit while a block is in force. */
export async function assertNotBlocked(runner: Runner, userId: number, now: Date): Promise<void> {
  const block = await blockInForce(runner, userId, now);
  if (block) throw blockedError(block);
}
