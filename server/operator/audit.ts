import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../contract/api/backoffice';
import { operatorAudit } from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { OperatorPrincipal } from './principal';

interface AuditRecord {
  action: string;
  /** What it was about: `user:12`, `payout:7`, `operator:3`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Records an operator action in the caller's transaction, so the log and the change stand or fall together. */
export async function recordAudit(runner: Db | Tx, who: OperatorPrincipal, record: AuditRecord): Promise<void> {
  await runner.insert(operatorAudit).values({
    operatorId: who.operatorId,
    actor: who.actor,
    role: who.role,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

interface AuditSearch {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before_id?: number | undefined;
  limit: number;
}

/** The log newest first, filtered, paged by the last id seen (never OFFSET). */
export async function searchAudit(
  db: Db,
  query: AuditSearch,
): Promise<{ data: AuditEntry[]; next_before_id: number | null }> {
  const where: SQL[] = [];
  if (query.actor) where.push(eq(operatorAudit.actor, query.actor.toLowerCase()));
  if (query.action) where.push(eq(operatorAudit.action, query.action));
  if (query.target) where.push(eq(operatorAudit.target, query.target));
  if (query.from) where.push(gte(operatorAudit.at, new Date(query.from)));
  if (query.to) where.push(lte(operatorAudit.at, new Date(query.to)));
  if (query.before_id) where.push(lt(operatorAudit.id, query.before_id));
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...where))
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      role: row.role,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    next_before_id: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Runs an operator's change and its audit record in one transaction; `record` sees the change's result (for its
 * `after`), and returns null when there is nothing to record (a resent change that changed nothing).
 */
export async function audited<T>(
  db: Db,
  who: OperatorPrincipal,
  change: (tx: Tx) => Promise<T>,
  record: (result: T) => AuditRecord | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const entry = record(result);
    if (entry) await recordAudit(tx, who, entry);
    return result;
  });
}

/** An audit write a service runs in its own transaction, before its change (so `before` is read as it was). */
export type AuditWrite = (tx: Tx) => Promise<void>;

/** The audit write of an operator request: `before` read in the change's transaction, `after` what was asked. */
export function auditWrite(
  who: OperatorPrincipal,
  entry: { action: string; target: string; after?: unknown; before?: (tx: Tx) => Promise<unknown> },
): AuditWrite {
  return async (tx) => {
    const before = entry.before ? await entry.before(tx) : null;
    await recordAudit(tx, who, { action: entry.action, target: entry.target, before, after: entry.after ?? null });
  };
}
