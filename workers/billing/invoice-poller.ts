import { createJob } from '../jobs/job';

/** Spec §4/§9: status polled every 5 s, a countdown ticking every second, status 3 means paid (4, 5: failed, expired). */
const INVOICE_POLL_MS = 5_000;
const INVOICE_TICK_MS = 1_000;
export const INVOICE_PAID = 3;

export interface TrackedInvoice {
  id: string;
  /** When the invoice stops being payable (ms since epoch), from its life_time. */
  expiresAt: number;
}

interface InvoicePollerDeps<T extends TrackedInvoice> {
  fetchStatus: (id: string) => Promise<number>;
  /** Persists the process so the poll survives a reload (null: none running). */
  save: (invoice: T | null) => Promise<void>;
  onTick: (invoice: T, secondsLeft: number) => void;
  onStatus: (invoice: T, status: number) => void;
  onPaid: (invoice: T) => void;
  /** A final status other than paid (failed, expired on the provider's side). */
  onFailed: (invoice: T, status: number) => void;
  onExpired: (invoice: T) => void;
  now?: () => number;
}

/**
 * The deposit process: one invoice at a time, polled without overlap, with its countdown.
 * Paid → stop and clear, then tell the page. Countdown at zero → remove the process and its polling.
 */
export function createInvoicePoller<T extends TrackedInvoice>(deps: InvoicePollerDeps<T>) {
  const now = deps.now ?? Date.now;
  let current: T | null = null;
  let lastStatus: number | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const poll = createJob({
    intervalMs: INVOICE_POLL_MS,
    firstDelayMs: INVOICE_POLL_MS,
    run: async () => {
      const invoice = current;
      if (!invoice) return;
      const status = await deps.fetchStatus(invoice.id);
      if (current?.id !== invoice.id) return;
      if (status !== lastStatus) {
        lastStatus = status;
        deps.onStatus(invoice, status);
      }
      if (status === INVOICE_PAID) {
        await stop();
        deps.onPaid(invoice);
      } else if (status > INVOICE_PAID) {
        await stop();
        deps.onFailed(invoice, status);
      }
    },
    onError: () => {
      // A failed poll is retried on the next tick; the countdown keeps running.
    },
  });

  const secondsLeft = (invoice: T) => Math.max(0, Math.ceil((invoice.expiresAt - now()) / 1000));

  async function tick(): Promise<void> {
    const invoice = current;
    if (!invoice) return;
    const left = secondsLeft(invoice);
    deps.onTick(invoice, left);
    if (left === 0) {
      await stop();
      deps.onExpired(invoice);
    }
  }

  async function stop(): Promise<void> {
    poll.stop();
    if (ticker) clearInterval(ticker);
    ticker = null;
    current = null;
    lastStatus = null;
    await deps.save(null);
  }

  return {
    /** Starts (or resumes after a reload) tracking an invoice; replaces any other one. */
    async track(invoice: T): Promise<void> {
      await stop();
      if (secondsLeft(invoice) === 0) {
        deps.onExpired(invoice);
        return;
      }
      current = invoice;
      await deps.save(invoice);
      ticker = setInterval(() => void tick(), INVOICE_TICK_MS);
      poll.start();
      deps.onTick(invoice, secondsLeft(invoice));
    },
    /** Checks the status now (e.g. the player says they paid), without overlapping the poller. */
    checkNow: () => poll.runNow(),
    /** The player closed the process. */
    cancel: stop,
    get current(): T | null {
      return current;
    },
  };
}
