import { sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '../../contract/api/billing';
import { type Runner, rowsOf } from '../wallet/ledger';

/**
 * What a player deposited since each of `since`: invoices paid in the window (the paid amount) and the open one
 * (its asked amount, which may yet be paid). Read under the player's row lock, so two creations count each other.
 */
export async function depositTotalsSince(runner: Runner, userId: number, since: readonly Date[]): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((d) => d.getTime())));
  const columns = since.map(
    (from, i) =>
      sql`coalesce(sum(CASE WHEN status = ${INVOICE_STATUS.paid} THEN paid_minor ELSE amount_minor END)
        FILTER (WHERE (status < ${INVOICE_STATUS.paid} AND expires_at > now()) OR paid_at >= ${from}), 0)::text
        AS ${sql.raw(`d${i}`)}`,
  );
  const [row] = rowsOf<Record<string, string>>(
    await runner.execute(
      sql`SELECT ${sql.join(columns, sql`, `)} FROM invoices
          WHERE user_id = ${userId} AND status <= ${INVOICE_STATUS.paid} AND (status < ${INVOICE_STATUS.paid} OR paid_at >= ${earliest})`,
    ),
  );
  return since.map((_, i) => BigInt(row?.[`d${i}`] ?? 0));
}
