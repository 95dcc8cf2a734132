import type { CrashBet, CrashRound } from '../../contract/api/crash';
import { formatBust } from '../../contract/fairness/crash';
import { type Currency, DEFAULT_CURRENCY, fromMinor, isCurrency } from '../../contract/money';

/** A crash_rounds row as the queries read it. */
export interface RoundRow {
  id: number;
  chain_id: number;
  game: number;
  hash: string;
  bust: number;
  phase: 'betting' | 'running' | 'busted';
  opened_at: number;
  running_at: number;
  bust_at: number;
  busted_at: number | null;
}

/** A crash_bets row with its player's public name (null when hidden). */
export interface BetRow {
  id: number;
  round_id: number;
  user_id: number;
  player: string | null;
  currency: string;
  amount_minor: string;
  auto_cashout: number | null;
  status: 'active' | 'cashed_out' | 'lost';
  cashout: number | null;
  payout_minor: string;
  idempotency_key: string;
  cashout_key: string | null;
  /** The bonus money in the stake and the bonus that funded it (rule 8 pays its win by them). */
  stake_bonus_minor: string;
  bonus_grant_id: number | null;
}

export const ROUND_COLUMNS = `id, chain_id, game, hash, bust, phase, opened_at::float8 AS opened_at,
  running_at::float8 AS running_at, bust_at::float8 AS bust_at, busted_at::float8 AS busted_at`;

export const BET_COLUMNS = `b.id, b.round_id, b.user_id, CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.name END AS player,
  b.currency, b.amount_minor::text AS amount_minor, b.auto_cashout, b.status, b.cashout,
  b.payout_minor::text AS payout_minor, b.idempotency_key, b.cashout_key,
  b.stake_bonus_minor::text AS stake_bonus_minor, b.bonus_grant_id::int AS bonus_grant_id`;

export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : DEFAULT_CURRENCY);

/** The round as players see it: its hash and bust only once it has busted. */
export function roundView(row: RoundRow): CrashRound {
  const busted = row.phase === 'busted';
  return {
    id: Number(row.id),
    game: Number(row.game),
    phase: row.phase,
    opened_at: Number(row.opened_at),
    running_at: Number(row.running_at),
    bust: busted ? formatBust(Number(row.bust)) : null,
    hash: busted ? row.hash : null,
    busted_at: busted && row.busted_at !== null ? Number(row.busted_at) : null,
  };
}

export function betView(row: BetRow, callerId: number | null): CrashBet {
  const currency = currencyOf(row.currency);
  return {
    id: Number(row.id),
    round_id: Number(row.round_id),
    player: row.player,
    mine: callerId !== null && Number(row.user_id) === callerId,
    currency,
    amount: fromMinor(BigInt(row.amount_minor), currency),
    auto_cashout: row.auto_cashout === null ? null : formatBust(Number(row.auto_cashout)),
    status: row.status,
    cashout: row.cashout === null ? null : formatBust(Number(row.cashout)),
    payout: fromMinor(BigInt(row.payout_minor), currency),
  };
}
