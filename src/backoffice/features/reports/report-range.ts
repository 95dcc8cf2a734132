import { type Currency, isCurrency } from '../../../../contract/money';

export interface ReportFilter {
  from: string;
  to: string;
  currency: Currency;
}

const DAY_MS = 86_400_000;
/** The server's longest range (contract/api/backoffice-reports.ts: at most a year). */
const MAX_DAYS = 366;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The `count` UTC days ending today (the reports' days are UTC days). */
export function lastDays(now: number, count: number): { from: string; to: string } {
  return { from: dayOf(now - (count - 1) * DAY_MS), to: dayOf(now) };
}

/** What is wrong with a range before asking the server (it checks the same). */
export function rangeProblem(from: string, to: string): 'missing' | 'order' | 'too_long' | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'missing';
  if (end < start) return 'order';
  return (end - start) / DAY_MS >= MAX_DAYS ? 'too_long' : null;
}

/** The name a CSV is saved under: what, in which currency, for which days, by what. */
export const csvFileName = (filter: ReportFilter, group: 'day' | 'game') =>
  `report-${filter.currency}-${filter.from}-${filter.to}-${group}.csv`;

/** A report's search parameters read back from the address (anything unusable falls back to the last week). */
export function filterFrom(search: { from?: unknown; to?: unknown; currency?: unknown }, now: number): ReportFilter {
  const fallback = lastDays(now, 7);
  const from = typeof search.from === 'string' ? search.from : fallback.from;
  const to = typeof search.to === 'string' ? search.to : fallback.to;
  const currency = isCurrency(search.currency) ? search.currency : 'RUB';
  return rangeProblem(from, to) === 'missing' ? { ...fallback, currency } : { from, to, currency };
}
