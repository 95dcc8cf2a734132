/**
 * Runs `task` now and then every `everyMs`, never two at once (a run still going when the next is due skips it); a
 * failed run is logged and the next one tries again. The returned stop waits for a run in progress, so the database
 * is not closed under it.
 */
export function runEvery(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
