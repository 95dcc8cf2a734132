import { RAKEBACK_EDGE_BP } from '../../contract/vip-ladder';

/**
 * The VIP club's accrual, written by the round's own statement (a CTE the games' write carries): each new round adds
 * its stake to the player's `vip_wagers` row of its currency, and stake × the game's nominal edge to the rakeback
 * base. It runs only for a round the statement wrote (`FROM <gate>`), so a refused or replayed bet adds nothing. The
 * upsert touches one row per player, whose cash account the same statement already locks: no new contention.
 */
const edgeOf = (game: string) =>
  `(CASE ${game} ${Object.entries(RAKEBACK_EDGE_BP)
    .map(([name, bp]) => `WHEN '${name}' THEN ${bp}`)
    .join(' ')} ELSE 0 END)`;

const UPSERT = `ON CONFLICT (user_id, currency) DO UPDATE SET
    wagered_minor = vip_wagers.wagered_minor + EXCLUDED.wagered_minor,
    edge_bp_minor = vip_wagers.edge_bp_minor + EXCLUDED.edge_bp_minor`;

/** For one round: its values as SQL expressions, counted only if the round's CTE `gate` wrote its row. */
export function vipAccrualCte(
  round: { userId: string; currency: string; stake: string; game: string },
  gate: string,
): string {
  return `vip AS (INSERT INTO vip_wagers (user_id, currency, wagered_minor, edge_bp_minor)
  SELECT ${round.userId}, ${round.currency}, ${round.stake}, ${round.stake} * ${edgeOf(round.game)}
  FROM ${gate} WHERE ${round.stake} > 0 ${UPSERT})`;
}

/** For a batch: `input` has a row per round (user_id, currency, stake, game); `gate` the rounds written (user_id). */
export function vipBatchAccrualCte(input: string, gate: string): string {
  return `vip AS (INSERT INTO vip_wagers (user_id, currency, wagered_minor, edge_bp_minor)
  SELECT i.user_id, i.currency, i.stake, i.stake * ${edgeOf('i.game')}
  FROM ${input} i JOIN ${gate} g ON g.user_id = i.user_id WHERE i.stake > 0 ${UPSERT})`;
}
