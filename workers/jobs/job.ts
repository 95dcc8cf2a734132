/**
 * A poller as a small job: one run at a time (a slow tick never overlaps the next),
 * a status, and start/stop. Timers live here in the worker, never on the page.
 */
type JobStatus = 'idle' | 'running' | 'stopped';

interface JobOptions {
  intervalMs: number;
  /** Delay before the first run; defaults to the interval. */
  firstDelayMs?: number;
  run: () => Promise<void>;
  onError?: (error: unknown) => void;
}

export function createJob(options: JobOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let status: JobStatus = 'stopped';
  let inProgress: Promise<void> | null = null;

  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
  };

  const stopped = () => status === 'stopped';

  async function tick(): Promise<void> {
    if (stopped()) return;
    await runNow();
    if (!stopped()) schedule(options.intervalMs);
  }

  function runNow(): Promise<void> {
    inProgress ??= (async () => {
      status = 'running';
      try {
        await options.run();
      } catch (error) {
        options.onError?.(error);
      } finally {
        inProgress = null;
        if (status === 'running') status = 'idle';
      }
    })();
    return inProgress;
  }

  return {
    start() {
      if (status !== 'stopped') return;
      status = 'idle';
      schedule(options.firstDelayMs ?? options.intervalMs);
    },
    stop() {
      status = 'stopped';
      if (timer) clearTimeout(timer);
      timer = null;
    },
    runNow,
    get status(): JobStatus {
      return status;
    },
  };
}
