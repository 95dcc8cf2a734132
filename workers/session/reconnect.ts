/**
 * Coming back online: one catch-up at a time (the worker's own `online` event and the page's often arrive together),
 * never overlapping itself. A signal that arrives while a catch-up runs asks for one more after it: the running one
 * may have started before the network was really back for this worker (the page's `online` event can come first) and
 * failed, and nothing else would try again.
 */
export function createReconnect(catchUp: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = catchUp()
      .catch((error: unknown) => console.warn('Catching up after the network returned failed', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }
  return { run };
}
