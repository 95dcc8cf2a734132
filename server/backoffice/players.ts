import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type {
  PlayerLedgerEntry,
  PlayerNote,
  PlayerProfile,
  PlayerSession,
  PlayerSummary,
} from '../../contract/api/backoffice-players';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../../contract/verification';
import {
  type PlayerNoteRow,
  playerNotes,
  playerTotp,
  type SessionRow,
  sessions,
  type UserRow,
  users,
  verifications,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError } from '../lib/http-error';
import { recordAudit } from '../operator/audit';
import type { OperatorPrincipal } from '../operator/principal';
import { blockInForce } from '../safer-gambling/blocks';
import { ledgerPage, userAccountBalances } from '../wallet/repository';

const LAST_SESSIONS = 10;
const MAX_USER_ID = 2_147_483_647;

const currencyOf = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const summary = (row: UserRow): PlayerSummary => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  name: row.name,
  currency: currencyOf(row.currency),
  created_at: row.createdAt.toISOString(),
});

const sessionView = (row: SessionRow): PlayerSession => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
  ip: row.ip,
  user_agent: row.userAgent,
  host: row.host,
});

const noteView = (row: PlayerNoteRow): PlayerNote => ({
  id: row.id,
  user_id: row.userId,
  actor: row.actor,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** `%` and `_` typed by the operator are letters, not wildcards. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The E.164 numbers a typed phone may be: as written internationally, or national (Russia's and Kazakhstan's +7). */
function phoneCandidates(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 5) return [];
  const tries = [q.startsWith('+') ? q : `+${digits}`, q];
  const numbers = tries.flatMap((value) => {
    const parsed = parsePhoneNumberFromString(value, 'RU');
    return parsed?.isValid() ? [parsed.number as string] : [];
  });
  return [...new Set(numbers)];
}

export const playerNotFound = () => new HttpError(404, 'player_not_found', 'No such player');

/** The back office's reads of a player, and the notes operators keep on them. */
export function createPlayers(db: Db) {
  async function user(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw playerNotFound();
    return row;
  }

  async function lastSessions(userId: number, limit: number): Promise<PlayerSession[]> {
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit);
    return rows.map(sessionView);
  }

  return {
    /** 404 `player_not_found` unless the player exists. */
    async assertExists(userId: number): Promise<void> {
      await user(userId);
    },

    /** By id, by part of an e-mail, or by a phone number in any spelling (its E.164 form, or its digits within one). */
    async search(q: string, limit: number): Promise<PlayerSummary[]> {
      const matches: SQL[] = [sql`lower(${users.email}) LIKE ${`%${likeEscaped(q.toLowerCase())}%`}`];
      if (/^\d{1,10}$/.test(q) && Number(q) <= MAX_USER_ID) matches.push(eq(users.id, Number(q)));
      const phones = phoneCandidates(q);
      for (const phone of phones) matches.push(eq(users.phone, phone));
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 5 && /^[\d\s()+-]+$/.test(q)) matches.push(sql`${users.phone} LIKE ${`%${digits}%`}`);
      const rows = await db
        .select()
        .from(users)
        .where(or(...matches))
        .orderBy(desc(users.id))
        .limit(limit);
      return rows.map(summary);
    },

    async profile(userId: number, now = new Date()): Promise<PlayerProfile> {
      const row = await user(userId);
      const [verification] = await db.select().from(verifications).where(eq(verifications.userId, userId));
      const [totp] = await db.select().from(playerTotp).where(eq(playerTotp.userId, userId));
      const block = await blockInForce(db, userId, now);
      const status = verification?.status ?? 'none';
      return {
        account: {
          ...summary(row),
          locale: row.locale,
          register_method: row.registerMethod,
          email_verified: row.isEmailVerified,
          phone_verified: row.isPhoneVerified,
          adult_confirmed_at: iso(row.adultConfirmedAt),
        },
        verification: {
          status: (VERIFICATION_STATUSES as readonly string[]).includes(status)
            ? (status as VerificationStatus)
            : 'none',
          required: verification?.required ?? false,
          reason: verification?.reason ?? null,
          decided_at: iso(verification?.decidedAt ?? null),
        },
        block: block ? { kind: block.kind, ends_at: block.endsAt.toISOString() } : null,
        two_factor: totp?.enabledAt != null,
        last_sessions: await lastSessions(userId, LAST_SESSIONS),
      };
    },

    async balances(userId: number) {
      await user(userId);
      const rows = await userAccountBalances(db, userId);
      return rows.map((row) => {
        const currency = currencyOf(row.currency);
        return {
          currency,
          cash: fromMinor(row.cash, currency),
          bonus: fromMinor(row.bonus, currency),
          bonus_pending: fromMinor(row.bonusPending, currency),
          payout_hold: fromMinor(row.hold, currency),
        };
      });
    },

    async ledger(userId: number, beforeId: number | undefined, limit: number) {
      await user(userId);
      const rows = await ledgerPage(db, userId, beforeId, limit + 1);
      const page = rows.slice(0, limit);
      const data: PlayerLedgerEntry[] = page.map((row) => {
        const currency = currencyOf(row.currency);
        return {
          id: row.id,
          kind: row.kind,
          currency,
          reference: row.reference,
          cash: fromMinor(row.cash, currency),
          bonus: fromMinor(row.bonus, currency),
          bonus_pending: fromMinor(row.bonusPending, currency),
          payout_hold: fromMinor(row.hold, currency),
          created_at: row.createdAt.toISOString(),
        };
      });
      return { data, next_before_id: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    async sessions(userId: number): Promise<PlayerSession[]> {
      await user(userId);
      return lastSessions(userId, 100);
    },

    /** Newest first. */
    async notes(userId: number): Promise<PlayerNote[]> {
      await user(userId);
      const rows = await db
        .select()
        .from(playerNotes)
        .where(eq(playerNotes.userId, userId))
        .orderBy(desc(playerNotes.id))
        .limit(500);
      return rows.map(noteView);
    },

    /** A note and its audit entry in one transaction (the caller's, which also keeps its Idempotency-Key). */
    async addNote(tx: Tx, who: OperatorPrincipal, userId: number, body: string): Promise<PlayerNote> {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) throw playerNotFound();
      const [row] = await tx
        .insert(playerNotes)
        .values({ userId, operatorId: who.operatorId, actor: who.actor, body })
        .returning();
      if (!row) throw new Error('The note was not written');
      await recordAudit(tx, who, { action: 'player.note', target: `user:${userId}`, after: { id: row.id, body } });
      return noteView(row);
    },
  };
}

export type Players = ReturnType<typeof createPlayers>;
