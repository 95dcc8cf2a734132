/** One ping's measure: its round trip and the server's clock minus ours at its midpoint. */
export interface ClockSample {
  rttMs: number;
  offsetMs: number;
}

/** Turns a pong into a sample: `receivedAt` is the client's clock when the pong arrived. */
export function sampleOf(clientTime: number, serverTime: number, receivedAt: number): ClockSample {
  const rttMs = Math.max(0, receivedAt - clientTime);
  return { rttMs, offsetMs: serverTime - (clientTime + rttMs / 2) };
}

/**
 * The offset (server − client, ms) from the samples with the lowest round trips: a fast round trip bounds the
 * error best (at most half of it), so the median of the best few is taken; null with no sample yet.
 */
export function estimateOffset(samples: readonly ClockSample[], best = 3): number | null {
  if (samples.length === 0) return null;
  const fastest = [...samples].sort((a, b) => a.rttMs - b.rttMs).slice(0, best);
  const offsets = fastest.map((sample) => sample.offsetMs).sort((a, b) => a - b);
  return offsets[Math.floor((offsets.length - 1) / 2)] ?? null;
}
