/** Spec §3: the browser fingerprint lives in local storage under `fingerprint`. */
export const FINGERPRINT_KEY = 'fingerprint';
/** Spec §9: the retry delay when the browser has no idle callback. */
export const NO_IDLE_DELAY_MS = 500;

/** Resolves when the main thread is idle (requestIdleCallback), or after 500 ms where there is none. */
export function whenIdle(
  scope: Pick<typeof globalThis, 'setTimeout'> & { requestIdleCallback?: unknown } = globalThis,
) {
  return new Promise<void>((resolve) => {
    if (typeof scope.requestIdleCallback === 'function') {
      (scope.requestIdleCallback as (callback: () => void, options: { timeout: number }) => number)(() => resolve(), {
        timeout: 5_000,
      });
    } else {
      scope.setTimeout(resolve, NO_IDLE_DELAY_MS);
    }
  });
}

/**
 * The visitor's fingerprint: the stored one, or FingerprintJS (loaded lazily, at idle, with monitoring off so it
 * never calls home). Null when it cannot be computed; attribution then goes without it.
 */
export async function visitorFingerprint(): Promise<string | null> {
  const saved = localStorage.getItem(FINGERPRINT_KEY);
  if (saved) return saved;
  await whenIdle();
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    localStorage.setItem(FINGERPRINT_KEY, visitorId);
    return visitorId;
  } catch (error) {
    console.warn('The fingerprint could not be computed', error);
    return null;
  }
}
