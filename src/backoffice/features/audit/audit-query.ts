import type { AuditQuery } from '../../../../workers/backoffice/audit';

/** The audit filters as the form holds them: text as typed, dates as `datetime-local` values (the operator's time). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** A `datetime-local` value in the operator's zone → an instant with its offset, as the API takes; else nothing. */
function instantOf(local: string | undefined): string | undefined {
  if (!local?.trim()) return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The API's query for the filters and a page (`beforeId`: the last entry of the page before): blanks left out. */
export function auditQueryOf(filters: AuditFilters, beforeId: number | null, limit = 50): AuditQuery {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const query: AuditQuery = { limit };
  const actor = text(filters.actor);
  const action = text(filters.action);
  const target = text(filters.target);
  const from = instantOf(filters.from);
  const to = instantOf(filters.to);
  if (actor) query.actor = actor;
  if (action) query.action = action;
  if (target) query.target = target;
  if (from) query.from = from;
  if (to) query.to = to;
  if (beforeId !== null) query.before_id = beforeId;
  return query;
}

/** A change's before or after, short enough for a table cell. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
