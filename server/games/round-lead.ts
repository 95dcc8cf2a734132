import { vipAccrualCte, vipBatchAccrualCte } from '../vip/accrual';
import type { BatchLead, LeadingWrite } from '../wallet/service';

/** A round drawn and decided, as its `game_bets` row will store it (JSON columns already serialised). */
export interface RoundRow {
  userId: number;
  game: string;
  engineVersion: number;
  currency: string;
  pairId: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: bigint;
  payout: bigint;
  multiplier: number;
  status: 'settled' | 'active';
  params: string;
  config: string;
  outcome: string;
  state: string | null;
  /** The request's Idempotency-Key. */
  key: string;
  /** A free bet (a free-spins campaign's): its stake is not the player's, so it earns no VIP wagers. */
  freeBet?: boolean;
  /** The bonus money in the stake and the bonus that funded it (rule 8; a batch's rounds take none). */
  stakeBonus?: bigint;
  bonusGrantId?: number | null;
}

/**
 * The round's own write, which leads its money in the wallet's statement: `s` claims the nonce with a
 * compare-and-set on the pair row (id, nonce, active), `b` inserts the round (`ON CONFLICT (user_id,
 * idempotency_key) DO NOTHING`) only if the nonce was claimed. The money is written only if `b` wrote the round, and
 * a replayed key (nonce claimed, no round) fails the whole statement, so the nonce is not taken. `vip` adds the
 * round's stake to the player's VIP wagers (server/vip/accrual.ts) when the round was written.
 */
export function roundLead(round: RoundRow): LeadingWrite {
  return {
    ctes: (param) => [
      `s AS (UPDATE game_seed_pairs SET nonce = nonce + 1
         WHERE id = ${param(round.pairId, 'int')} AND nonce = ${param(round.nonce, 'int')} AND active RETURNING id)`,
      `b AS (INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, multiplier_bp,
          status, seed_pair_id, nonce, server_seed_hash, client_seed, params, config, outcome, state, idempotency_key,
          stake_bonus_minor, bonus_grant_id)
        SELECT ${param(round.userId, 'int')}, ${param(round.game, 'text')}, ${param(round.engineVersion, 'int')},
          ${param(round.currency, 'text')}, ${param(round.stake.toString(), 'bigint')}, ${param(round.payout.toString(), 'bigint')},
          ${param(round.multiplier, 'int')}, ${param(round.status, 'text')}, s.id, ${param(round.nonce, 'int')},
          ${param(round.serverSeedHash, 'text')}, ${param(round.clientSeed, 'text')}, ${param(round.params, 'jsonb')},
          ${param(round.config, 'jsonb')}, ${param(round.outcome, 'jsonb')}, ${param(round.state, 'jsonb')},
          ${param(round.key, 'text')}, ${param((round.stakeBonus ?? 0n).toString(), 'bigint')},
          ${param(round.bonusGrantId ?? null, 'bigint')}
        FROM s ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id, created_at)`,
      vipAccrualCte(
        {
          userId: param(round.userId, 'int'),
          currency: param(round.currency, 'text'),
          stake: param((round.freeBet ? 0n : round.stake).toString(), 'bigint'),
          game: param(round.game, 'text'),
        },
        'b',
      ),
    ],
    gate: 'b',
    require: 'NOT EXISTS (SELECT 1 FROM s) OR EXISTS (SELECT 1 FROM b)',
    outputs: {
      advanced: '(SELECT count(*) FROM s)::int',
      id: '(SELECT id FROM b)',
      created_at: '(SELECT created_at FROM b)',
    },
  };
}

/**
 * The same write for a batch of rounds of different players (arrays, one text for any size): each nonce claimed by
 * compare-and-set, each round inserted only if its nonce was claimed. The wallet's statement writes the batch only if
 * every round was written (`b` has a row per round), so every nonce was claimed too.
 */
export const ROUND_BATCH_LEAD: BatchLead<RoundRow> = {
  ctes: `i AS (
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[], $4::text[], $5::int[], $6::text[], $7::bigint[],
    $8::bigint[], $9::int[], $10::text[], $11::text[], $12::text[], $13::jsonb[], $14::jsonb[], $15::jsonb[],
    $16::jsonb[], $17::text[])
    AS i(user_id, pair_id, nonce, game, engine_version, currency, stake, payout, multiplier_bp, status,
      server_seed_hash, client_seed, params, config, outcome, state, idem)
),
s AS (UPDATE game_seed_pairs p SET nonce = p.nonce + 1 FROM i
  WHERE p.id = i.pair_id AND p.nonce = i.nonce AND p.active RETURNING p.id AS pair_id),
b AS (INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, multiplier_bp, status,
    seed_pair_id, nonce, server_seed_hash, client_seed, params, config, outcome, state, idempotency_key)
  SELECT i.user_id, i.game, i.engine_version, i.currency, i.stake, i.payout, i.multiplier_bp, i.status, i.pair_id,
    i.nonce, i.server_seed_hash, i.client_seed, i.params, i.config, i.outcome, i.state, i.idem
  FROM i JOIN s ON s.pair_id = i.pair_id
  ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id, user_id, created_at),
${vipBatchAccrualCte('i', 'b')}`,
  values(rounds) {
    const column = <T>(pick: (r: RoundRow) => T) => rounds.map(pick);
    return [
      column((r) => r.userId),
      column((r) => r.pairId),
      column((r) => r.nonce),
      column((r) => r.game),
      column((r) => r.engineVersion),
      column((r) => r.currency),
      column((r) => r.stake.toString()),
      column((r) => r.payout.toString()),
      column((r) => r.multiplier),
      column((r) => r.status),
      column((r) => r.serverSeedHash),
      column((r) => r.clientSeed),
      column((r) => r.params),
      column((r) => r.config),
      column((r) => r.outcome),
      column((r) => r.state),
      column((r) => r.key),
    ];
  },
  gate: 'b',
  outputs: ['id', 'created_at'],
};
