/** A manual adjustment adds to (credit) or takes from (debit) the player's account. */
export type AdjustDirection = 'credit' | 'debit';

/**
 * The signed amount the server takes ("150", "-10.50"), from what the operator typed in either decimal
 * separator and with spaces between thousands; null when it is not a positive amount with at most 2 decimals.
 */
export function signedAmount(direction: AdjustDirection, typed: string): string | null {
  const plain = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(plain) || /^[0.]+$/.test(plain)) return null;
  return direction === 'debit' ? `-${plain}` : plain;
}

/** The operator who asked for an adjustment may not decide it: a second one does. */
export const isOwnRequest = (actor: string, request: { requested_by: string }): boolean =>
  actor.toLowerCase() === request.requested_by.toLowerCase();
