/**
 * The operator's actions on a payout and the statuses each may start from (no zod: the back office's page reads
 * it to offer only what the server would do).
 */
export const PAYOUT_ACTIONS = ['approve', 'hold', 'reject', 'complete'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

/** approve: sends it; hold: stops it with a reason; reject: releases the money with a reason; complete: it was paid. */
export const PAYOUT_ACTION_FROM = {
  approve: ['pending', 'held'],
  hold: ['pending', 'processing'],
  reject: ['pending', 'held', 'processing'],
  complete: ['processing'],
} as const satisfies Record<PayoutAction, readonly string[]>;

/** The actions that need a reason (the player reads it). */
export const PAYOUT_ACTIONS_WITH_REASON: readonly PayoutAction[] = ['hold', 'reject'];

/** What an operator may do with a payout in `status`, in PAYOUT_ACTIONS' order. */
export function payoutActionsFrom(status: string): PayoutAction[] {
  return PAYOUT_ACTIONS.filter((action) => (PAYOUT_ACTION_FROM[action] as readonly string[]).includes(status));
}
