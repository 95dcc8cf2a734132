/**
 * Logs each time the event loop was held up longer than `thresholdMs` (a long synchronous stretch: PGlite's query
 * runs on this thread, a large JSON, a GC pause): every request waited that long, and the log says when and how long.
 * The check is a timer that should fire every `periodMs`; how late it fired is how long the loop was held.
 */
export function watchStalls(
  warn: (fields: { blockedMs: number }, message: string) => void,
  { periodMs = 250, thresholdMs = 1_000 }: { periodMs?: number; thresholdMs?: number } = {},
): () => void {
  let expected = performance.now() + periodMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - expected);
    expected = now + periodMs;
    if (blockedMs >= thresholdMs) warn({ blockedMs }, 'The event loop was held up: every request waited');
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
