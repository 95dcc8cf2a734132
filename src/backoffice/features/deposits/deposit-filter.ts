import type { INVOICE_STATUS_NAMES } from '../../../../contract/api/billing';

export type DepositStatus = (typeof INVOICE_STATUS_NAMES)[number];

/** The deposits screen's filters as the address keeps them (`from`/`to` as a datetime-local input's value). */
export interface DepositSearch {
  status?: DepositStatus;
  player?: number;
  from?: string;
  to?: string;
}

const STATUSES: readonly string[] = ['waiting', 'processing', 'paid', 'failed', 'expired'] satisfies DepositStatus[];

export const isDepositStatus = (value: unknown): value is DepositStatus =>
  typeof value === 'string' && STATUSES.includes(value);

/** A datetime-local value in the operator's time zone as an ISO instant; undefined when empty or not a time. */
export function instantOf(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const time = Date.parse(local);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The server's filter from the screen's. */
export function depositQueryOf(search: DepositSearch) {
  return {
    ...(search.status ? { status: search.status } : {}),
    ...(search.player ? { userId: search.player } : {}),
    ...(instantOf(search.from) ? { from: instantOf(search.from) } : {}),
    ...(instantOf(search.to) ? { to: instantOf(search.to) } : {}),
  };
}

/** Only a paid deposit not yet refunded can be refunded (the server says 409 otherwise). */
export const isRefundable = (deposit: { status: DepositStatus; refund: unknown }): boolean =>
  deposit.status === 'paid' && deposit.refund === null;
