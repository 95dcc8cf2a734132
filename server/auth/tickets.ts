import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type AuthTicketRow, authTickets } from '../db/schema';
import type { Runner } from './repository';

/**
 * Single-use secrets handed to clients; only their SHA-256 is stored.
 * reset_link: the link of a restore e-mail; password_reset: the reset_token of the restore calls;
 * social_state: an OAuth state in flight; social_login: the popup's login code; simple_auth: a simpleAuthToken.
 */
export type TicketKind = 'reset_link' | 'password_reset' | 'social_state' | 'social_login' | 'simple_auth';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createTicket(
  db: Runner,
  ticket: { kind: TicketKind; userId: number | null; ttlMs: number; data?: Record<string, unknown>; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTickets).values({
    kind: ticket.kind,
    tokenHash: hashOf(token),
    userId: ticket.userId,
    data: ticket.data ?? {},
    expiresAt: new Date(ticket.now.getTime() + ticket.ttlMs),
  });
  return token;
}

/** The live (unused, unexpired) ticket of one of these kinds, without using it. */
export async function findTicket(
  db: Runner,
  token: string,
  kinds: TicketKind[],
  now: Date,
): Promise<AuthTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(authTickets)
    .where(
      and(
        eq(authTickets.tokenHash, hashOf(token)),
        inArray(authTickets.kind, kinds),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the ticket up; undefined when it is unknown, used, expired or of another kind (one caller wins a race). */
export async function consumeTicket(
  db: Runner,
  token: string,
  kinds: TicketKind[],
  now: Date,
): Promise<AuthTicketRow | undefined> {
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTickets.tokenHash, hashOf(token)),
        inArray(authTickets.kind, kinds),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
