import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NewUserRow, SessionRow, UserRow } from '../db/schema';
import { sessions, users } from '../db/schema';
import type { Db } from '../db/types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

/** Inserts the user; throws the driver's 23505 when the e-mail is taken. */
export async function insertUser(tx: Runner, user: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(user).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function findUserByEmail(db: Runner, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export interface NewSession {
  id: string;
  userId: number;
  refreshHash: string;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Runner, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session a refresh token belongs to now, if it is still live. */
export async function findLiveSessionByRefreshHash(
  db: Runner,
  hash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.refreshHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findSessionByPreviousHash(db: Runner, hash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.previousRefreshHash, hash)).limit(1);
  return row;
}

/** Swaps the refresh hash only if it is still `oldHash` (a racing rotation loses). True when this call won. */
export async function rotateSession(
  db: Runner,
  id: string,
  oldHash: string,
  newHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ refreshHash: newHash, previousRefreshHash: oldHash, rotatedAt: now, lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.id, id), eq(sessions.refreshHash, oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Runner, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function isSessionLive(db: Runner, id: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return rows.length === 1;
}
