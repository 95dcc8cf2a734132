/** Spec §7: the generic client retries once, only for non-mutating methods, only on these statuses. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

const MUTATING_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

export const isWrite = (method: string): boolean => MUTATING_METHODS.has(method.toUpperCase());

export function retriesFor(method: string): 0 | 1 {
  return isWrite(method) ? 0 : 1;
}
