import { PIXEL_PATH, SERVER_MARK_HEADER, SERVER_MARK_VALUE } from '../../contract/mirror-list';

/** Spec §9: a probe gives up after 4 s (the browser's own connect timeout is minutes). */
export const PROBE_TIMEOUT_MS = 4_000;

export type Probe = (origin: string, timeoutMs?: number) => Promise<number | null>;

/** True when an answer comes from our server (not a block page or a parked look-alike). */
export const isOurs = (response: Response) => response.headers.get(SERVER_MARK_HEADER) === SERVER_MARK_VALUE;

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
