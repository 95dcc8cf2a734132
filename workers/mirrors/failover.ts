import type { Probe } from './probe';

/** How long the current host's health probe may take before the mirrors' answers decide. */
const HEALTH_TIMEOUT_MS = 1_500;
/** After a recovery found nothing working, requests fail at once for this long instead of probing again. */
const RECOVERY_COOLDOWN_MS = 10_000;

interface FailoverDeps {
  /** The API base address requests go to now. */
  current: () => string;
  /** Every API base worth trying (the page's own and the verified mirrors'), in any order. */
  candidates: () => Promise<string[]>;
  probe: Probe;
  /** Makes `base` the current one (the HTTP client, syncStore, the page's notice). */
  switchTo: (base: string, from: string) => Promise<void>;
  healthTimeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
}

/**
 * The failover decision: when requests to the current API base fail or stall, probe it and every other candidate
 * at once. The current base wins if it answers; otherwise the first mirror to answer (the fastest) does.
 * Concurrent callers share one recovery.
 */
export function createFailover(deps: FailoverDeps) {
  const now = deps.now ?? Date.now;
  const healthTimeout = deps.healthTimeoutMs ?? HEALTH_TIMEOUT_MS;
  const cooldown = deps.cooldownMs ?? RECOVERY_COOLDOWN_MS;
  let inFlight: Promise<string | null> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  function fastest(current: string, others: string[]): Promise<string | null> {
    return new Promise((resolve) => {
      let currentDone = false;
      let currentOk = false;
      let best: string | null = null;
      let pending = others.length + 1;
      const settle = () => {
        if (currentOk) resolve(current);
        else if (best && currentDone) resolve(best);
        else if (pending === 0) resolve(best);
      };
      void deps.probe(current, healthTimeout).then((ms) => {
        currentDone = true;
        currentOk = ms !== null;
        pending--;
        settle();
      });
      for (const base of others) {
        void deps.probe(base).then((ms) => {
          if (ms !== null) best ??= base;
          pending--;
          settle();
        });
      }
    });
  }

  async function decide(current: string): Promise<string | null> {
    const others = [...new Set(await deps.candidates())].filter((base) => base !== current);
    const chosen = await fastest(current, others);
    if (chosen === null) {
      failedAt = now();
      return null;
    }
    if (chosen !== current) await deps.switchTo(chosen, current);
    return chosen;
  }

  return {
    /**
     * Requests to `failed` are not answering: resolves to the base to use now (the same one when it turned out to
     * be healthy), or null when nothing answers.
     */
    recover(failed: string): Promise<string | null> {
      const current = deps.current();
      // Another request already moved on while this one was in flight.
      if (failed !== current) return Promise.resolve(current);
      if (inFlight) return inFlight;
      if (now() - failedAt < cooldown) return Promise.resolve(null);
      inFlight = decide(current).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export type Failover = ReturnType<typeof createFailover>;
