/**
 * Coming back online: one catch-up at a time (the worker's own `online` event and the page's often arrive
 * together), never overlapping itself.
 */
export function createReconnect(catchUp: () => Promise<void>) {
  let running: Promise<void> | null = null;
  return {
    run(): Promise<void> {
      running ??= catchUp()
        .catch((error: unknown) => console.warn('Catching up after the network returned failed', error))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
