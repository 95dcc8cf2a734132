/**
 * Recent "this session is live" answers, so a player's burst of bets does not query the sessions table for each
 * one. A revocation in this process forgets every answer at once (the epoch makes a check that was in flight
 * during the revocation not cache its stale answer); another process sees it within `ttlMs`.
 */
export function createLiveSessionCache({ ttlMs = 5_000, max = 100_000 } = {}) {
  const checkedAt = new Map<string, number>();
  let epoch = 0;
  const keyOf = (sessionId: string, userId: number) => `${userId}:${sessionId}`;

  return {
    /** The session's liveness from the cache, or from `check` (a positive answer is remembered for `ttlMs`). */
    async isLive(sessionId: string, userId: number, now: number, check: () => Promise<boolean>): Promise<boolean> {
      const key = keyOf(sessionId, userId);
      const at = checkedAt.get(key);
      if (at !== undefined && now - at < ttlMs) return true;
      const started = epoch;
      const live = await check();
      if (live && started === epoch) {
        if (checkedAt.size >= max) checkedAt.delete(checkedAt.keys().next().value as string);
        checkedAt.set(key, now);
      } else checkedAt.delete(key);
      return live;
    },
    /** After any revocation has committed. */
    forgetAll(): void {
      epoch++;
      checkedAt.clear();
    },
  };
}
