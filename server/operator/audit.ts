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
