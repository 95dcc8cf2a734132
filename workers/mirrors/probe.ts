import { PIXEL_PATH } from '../../contract/mirror-list';
import { isOurs } from '../../worker-shared/server-mark';

/** Spec §9: a probe gives up after 4 s (the browser's own connect timeout is minutes). */
export const PROBE_TIMEOUT_MS = 4_000;

export type Probe = (origin: string, timeoutMs?: number) => Promise<number | null>;

/**
 * Loads pixel.png at an origin with a cache-busting parameter (spec §7) and answers the load time in ms, or null
 * when it failed, timed out, or the answer is not ours.
 */
export function createProbe(fetcher: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)): Probe {
  return async (origin, timeoutMs = PROBE_TIMEOUT_MS) => {
    const started = performance.now();
    // Like AbortSignal.timeout, on the worker's own timer (which also covers reading the body).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('Probe timed out', 'TimeoutError')), timeoutMs);
    try {
      const bust = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const response = await fetcher(`${origin}${PIXEL_PATH}?t=${bust}`, {
        cache: 'no-store',
        credentials: 'omit',
        signal: timeout.signal,
      });
      if (!response.ok || !isOurs(response)) return null;
      await response.arrayBuffer();
      return Math.max(0, Math.round(performance.now() - started));
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A mirror domain's site and API addresses, in the scheme the app runs on. */
export const siteOf = (domain: string, protocol: string) => `${protocol}//${domain}`;
export const apiOf = (domain: string, protocol: string) => `${protocol}//api.${domain}`;
