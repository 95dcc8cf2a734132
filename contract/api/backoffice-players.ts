import { z } from 'zod';
import { CURRENCIES } from '../money';
import { VERIFICATION_STATUSES } from '../verification';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { HistoryListAnswer, HistoryListQuery } from './history';
import { SaferGamblingAnswer } from './safer-gambling';
import { text } from './text';
import { IdempotentHeaders, WireAmount } from './wallet';

/**
 * The back office's players (issue 19): search, profile, money, play, sessions, safer-gambling tools and operator
 * notes. Support and risk read; both write notes (each note audited).
 */

export const PlayerParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `q`: a player id, an e-mail or part of one, or a phone number in any spelling (compared by its digits). */
export const PlayerSearchQuery = z.object({
  q: text().trim().min(1, errorMessage('query_required', 'Type an id, an e-mail or a phone number')).max(254),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const PlayerSummary = z.object({
  id: z.number().int(),
  email: text().nullable(),
  phone: text().nullable(),
  name: text().nullable(),
  currency: z.enum(CURRENCIES),
  created_at: text(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayerSession = z.object({
  id: text(),
  created_at: text(),
  last_seen_at: text(),
  expires_at: text(),
  /** Signed out, or replaced by a refresh the player never used. */
  revoked: z.boolean(),
  ip: text().nullable(),
  /** The browser's User-Agent: the device. */
  user_agent: text().nullable(),
  /** The site host the session was opened on (a mirror). */
  host: text().nullable(),
});
export type PlayerSession = z.infer<typeof PlayerSession>;

export const PlayerProfile = z.object({
  account: PlayerSummary.extend({
    locale: text(),
    register_method: text(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    adult_confirmed_at: text().nullable(),
  }),
  verification: z.object({
    /** `none`: never asked, nothing sent. */
    status: z.enum([...VERIFICATION_STATUSES, 'none']),
    required: z.boolean(),
    reason: text().nullable(),
    decided_at: text().nullable(),
  }),
  /** A time-out or self-exclusion in force: no bets, no deposits. */
  block: z.object({ kind: text(), ends_at: text() }).nullable(),
  two_factor: z.boolean(),
  last_sessions: z.array(PlayerSession),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

/** Every currency the player holds money in (cash, bonus, bonus waiting, payouts held). */
export const PlayerBalances = z.array(
  z.object({
    currency: z.enum(CURRENCIES),
    cash: WireAmount,
    bonus: WireAmount,
    bonus_pending: WireAmount,
    payout_hold: WireAmount,
  }),
);

export const PlayerLedgerQuery = z.object({
  /** The id of the last entry of the previous page (newest first). */
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A ledger transaction with the signed change on each of the player's accounts. */
export const PlayerLedgerEntry = z.object({
  id: z.number().int(),
  kind: text(),
  currency: z.enum(CURRENCIES),
  reference: text().nullable(),
  cash: WireAmount,
  bonus: WireAmount,
  bonus_pending: WireAmount,
  payout_hold: WireAmount,
  created_at: text(),
});
export type PlayerLedgerEntry = z.infer<typeof PlayerLedgerEntry>;

export const PlayerNote = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  actor: text(),
  body: text(),
  created_at: text(),
});
export type PlayerNote = z.infer<typeof PlayerNote>;

export const PlayerNoteBody = z.strictObject({
  body: text()
    .trim()
    .min(1, errorMessage('note_required', 'Write the note'))
    .max(4000, errorMessage('note_too_long', 'At most 4000 characters')),
});

const READERS = ['support', 'risk'] as const;

export const PLAYERS_API = {
  search: endpoint({
    method: 'GET',
    path: '/operator/players',
    query: PlayerSearchQuery,
    answer: z.object({ data: z.array(PlayerSummary) }),
    operatorRoles: READERS,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/operator/players/:userId',
    params: PlayerParams,
    answer: z.object({ data: PlayerProfile }),
    operatorRoles: READERS,
  }),
  balances: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/balances',
    params: PlayerParams,
    answer: z.object({ data: PlayerBalances }),
    operatorRoles: READERS,
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/ledger',
    params: PlayerParams,
    query: PlayerLedgerQuery,
    answer: z.object({ data: z.array(PlayerLedgerEntry), next_before_id: z.number().int().nullable() }),
    operatorRoles: READERS,
  }),
  /** The player's history as the player sees it (rounds of every game, deposits, withdrawals …): `kind=rounds`. */
  history: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/history',
    params: PlayerParams,
    query: HistoryListQuery,
    answer: HistoryListAnswer,
    operatorRoles: READERS,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/sessions',
    params: PlayerParams,
    answer: z.object({ data: z.array(PlayerSession) }),
    operatorRoles: READERS,
  }),
  /** Limits, time-out or self-exclusion and the reality-check interval, as the player's own page shows them. */
  saferGambling: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/safer-gambling',
    params: PlayerParams,
    answer: SaferGamblingAnswer,
    operatorRoles: READERS,
  }),
  notes: endpoint({
    method: 'GET',
    path: '/operator/players/:userId/notes',
    params: PlayerParams,
    answer: z.object({ data: z.array(PlayerNote) }),
    operatorRoles: READERS,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/operator/players/:userId/notes',
    params: PlayerParams,
    headers: IdempotentHeaders,
    body: PlayerNoteBody,
    answer: z.object({ data: PlayerNote }),
    resend: 'idempotency-key', // A resend answers the note it wrote (a double click adds one note).
    operatorRoles: READERS,
  }),
};
