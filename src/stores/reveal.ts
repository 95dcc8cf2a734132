/**
 * A round's outcome stays out of sight while its animation runs (issue 13): the balance, the rounds lists and the
 * items change when the game says the animation landed, never before. A game opens a hold before its bet leaves
 * and lands it when the wheel stops (with reduced motion it opens none); what arrives meanwhile waits, in order.
 */
const open = new Set<object>();
let waiting: (() => void)[] = [];

/** A hold never outlives this, whatever happens to the game that opened it. */
export const LONGEST_HOLD_MS = 15_000;

/** Opens a hold; the returned function lands it (once; later calls do nothing). */
export function holdOutcome(longestMs = LONGEST_HOLD_MS): () => void {
  const hold = {};
  open.add(hold);
  const timer = setTimeout(() => land(), longestMs);
  function land(): void {
    clearTimeout(timer);
    if (!open.delete(hold) || open.size > 0) return;
    const ready = waiting;
    waiting = [];
    for (const apply of ready) apply();
  }
  return land;
}

/** Applies a change the player would read an outcome from: at once, or when every open hold has landed. */
export function whenRevealed(apply: () => void): void {
  if (open.size === 0) apply();
  else waiting.push(apply);
}

/** The session ended: what waited belongs to the player who left and is never shown. */
export function dropWaitingOutcomes(): void {
  waiting = [];
}
