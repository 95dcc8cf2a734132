const PROBE_MS = 8000;

/**
 * Whether the browser reaches this address at all: a no-cors HEAD whose answer is not read; any answer counts, a
 * network failure or a time-out does not. For addresses outside the API (a social login provider).
 */
export async function reachable(url: string, timeoutMs = PROBE_MS): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
