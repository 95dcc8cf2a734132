import { proxy } from 'valtio';
import type { BillingView, InvoiceView } from '../../workers/billing/views';
import { type Api, workerApi } from '../worker-bridge';
import { whenRevealed } from './reveal';
import { storeHook } from './store-hook';

interface BillingState {
  data: BillingView | null;
  /** The deposit process the worker tracks, its countdown and its last status. */
  invoice: InvoiceView | null;
  secondsLeft: number;
  status: number | null;
  /** A paid deposit to celebrate in SuccessPayment. */
  paid: InvoiceView | null;
  /** Bumped when a deposit is paid, so the welcome pack reloads (spec §4). */
  welcomePackKey: number;
  /** The worker asks the page to open PayIn (spec §4 deposit prompt). */
  promptDeposit: boolean;
}

export const billingState = proxy<BillingState>({
  data: null,
  invoice: null,
  secondsLeft: 0,
  status: null,
  paid: null,
  welcomePackKey: 0,
  promptDeposit: false,
});

export function applyInvoice(invoice: InvoiceView | null, secondsLeft: number, status: number | null): void {
  billingState.invoice = invoice;
  billingState.secondsLeft = secondsLeft;
  billingState.status = status;
}

export function applyPaid(invoice: InvoiceView): void {
  billingState.invoice = null;
  billingState.paid = invoice;
  billingState.welcomePackKey += 1;
}

/** The worker's deposit offer opens PayIn once a round in play has shown its outcome, never over a turning wheel. */
export function offerDeposit(): void {
  whenRevealed(() => {
    billingState.promptDeposit = true;
  });
}

export const useBilling = storeHook(billingState);

/** The deposit and payout methods. */
export const loadBilling = async () => (await workerApi()).loadBilling();
export const createInvoice = async (...args: Parameters<Api['createInvoice']>) =>
  (await workerApi()).createInvoice(...args);
/** The player's open invoice from the server, shown and polled (null: none open). */
export const resumeInvoice = async () => (await workerApi()).resumeInvoice();
export const cancelInvoice = async () => (await workerApi()).cancelInvoice();
