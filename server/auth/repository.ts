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

interface NewSession {
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
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return false;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) await touchSession(db, id, now);
  return true;
}

export async function findUserByPhone(db: Runner, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Runner, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Runner, id: number, set: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Revokes every live session of the user except `keep` (when given); answers how many were revoked. */
export async function revokeUserSessions(db: Runner, userId: number, now: Date, keep?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? sql`${sessions.id} <> ${keep}` : undefined),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeUserSession(db: Runner, userId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function listLiveSessions(db: Runner, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.lastSeenAt} DESC`);
}

export async function updateSessionDevice(
  db: Runner,
  id: string,
  set: { host?: string; userAgent?: string },
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.id, id));
}

/** Marks the session seen now, at most once a minute (a cheap write on a busy session). */
async function touchSession(db: Runner, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < ${new Date(now.getTime() - 60_000)}`));
}
