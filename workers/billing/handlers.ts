import type { ContextRef } from '../context';

/** The deposit: methods, the invoice and its cancellation. */
export function billingHandlers(ref: ContextRef) {
  return {
    loadBilling: async () => (await ref.ready()).billing.loadBilling(),
    async createInvoice(request: { methodHash: string; amount: string; declineBonus?: boolean }) {
      const { billing, analytics } = await ref.ready();
      const result = await billing.createInvoice(request);
      if (result.ok) analytics.track('deposit_start', { amount: request.amount, currency: result.data.currency });
      return result;
    },
    resumeInvoice: async () => (await ref.ready()).billing.resumePending(),
    cancelInvoice: async () => (await ref.ready()).billing.cancelInvoice(),
  };
}
