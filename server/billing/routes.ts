import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BILLING_API } from '../../contract/api/billing';
import { TOTP_HEADER } from '../../contract/api/two-factor';
import { requireAuth } from '../auth/authenticate';
import { route } from '../lib/route';
import type { TwoFactor } from '../two-factor/service';
import type { InvoiceService } from './invoices';
import { type PayoutService, toPayout } from './payouts';

interface BillingRoutesOptions {
  invoices: InvoiceService;
  payouts: PayoutService;
  authenticate: preHandlerAsyncHookHandler;
  secondFactor: Pick<TwoFactor, 'require'>;
}

/** Where the API host is reached from the client, for links such as the sandbox payment page. */
export const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, opts) => {
  const { invoices, payouts, authenticate, secondFactor } = opts;

  route(app, BILLING_API.data, { preHandler: authenticate }, async (request) => ({
    data: await invoices.billingData(requireAuth(request).userId),
  }));

  route(app, BILLING_API.createInvoice, { preHandler: authenticate }, async (request) => ({
    data: await invoices.create(
      requireAuth(request).userId,
      request.body,
      request.headers['idempotency-key'],
      baseUrlOf(request),
    ),
  }));

  route(app, BILLING_API.pendingInvoice, { preHandler: authenticate }, async (request) => ({
    data: await invoices.pending(requireAuth(request).userId, baseUrlOf(request)),
  }));

  route(app, BILLING_API.cancelInvoice, { preHandler: authenticate }, async (request) => ({
    data: await invoices.cancel(requireAuth(request).userId, request.params.invoiceId, baseUrlOf(request)),
  }));

  route(app, BILLING_API.paymentStatus, { preHandler: authenticate }, async (request) => ({
    data: await invoices.get(requireAuth(request).userId, request.params.invoiceId, baseUrlOf(request)),
  }));

  route(app, BILLING_API.payouts, { preHandler: authenticate }, async (request) => {
    const { status, page, per_page } = request.query;
    const rows = await payouts.list(requireAuth(request).userId, status, per_page + 1, (page - 1) * per_page);
    return {
      data: { items: rows.slice(0, per_page).map(toPayout), page, per_page, has_more: rows.length > per_page },
    };
  });

  route(app, BILLING_API.requestPayout, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    const key = request.headers['idempotency-key'];
    // Once the player enabled two-factor sign-in, a withdrawal needs a current code too. A resend of a request already
    // made (its answer was lost) moves nothing and carries the code it was sent with, now spent: it is not asked again.
    if (!(await payouts.requestedUnder(userId, key))) await secondFactor.require(userId, request.headers[TOTP_HEADER]);
    return { data: await payouts.request(userId, request.body, key) };
  });

  route(app, BILLING_API.cancelPayout, { preHandler: authenticate }, async (request) => ({
    data: await payouts.cancel(requireAuth(request).userId, request.params.id),
  }));

  await app.register(webhookRoutes, { invoices });
};

/** The providers' webhooks: the signature covers the exact raw body, so this scope keeps it as a string. */
const webhookRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (hooks, { invoices }) => {
  hooks.removeContentTypeParser('application/json');
  hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });
  route(hooks, BILLING_API.webhook, {}, async (request) => {
    const signature = request.headers['x-signature'];
    const result = await invoices.webhook(
      request.params.provider,
      request.body,
      typeof signature === 'string' ? signature : undefined,
    );
    return { ok: true as const, ...result };
  });
};
