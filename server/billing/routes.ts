import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillingDataAnswer,
  CreateInvoiceBody,
  CreatePayoutBody,
  InvoiceAnswer,
  PaymentStatusAnswer,
  PaymentStatusParams,
  PayoutAnswer,
  PayoutCancelBody,
  PayoutIdParams,
  PayoutListAnswer,
  PayoutListQuery,
  WebhookAnswer,
  WebhookParams,
} from '../../contract/api/billing';
import { API } from '../../contract/api/paths';
import { text } from '../../contract/api/text';
import { IdempotentHeaders } from '../../contract/api/wallet';
import { requireAuth } from '../auth/authenticate';
import type { InvoiceService } from './invoices';
import { type PayoutService, toPayout } from './payouts';

interface BillingRoutesOptions {
  invoices: InvoiceService;
  payouts: PayoutService;
  authenticate: preHandlerAsyncHookHandler;
}

/** Where the API host is reached from the client, for links such as the sandbox payment page. */
export const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, opts) => {
  const { invoices, payouts, authenticate } = opts;

  app.get(
    API.billingData,
    { preHandler: authenticate, schema: { response: { 200: BillingDataAnswer } } },
    async (request) => ({ data: await invoices.billingData(requireAuth(request).userId) }),
  );

  app.post(
    API.billingInvoice,
    {
      preHandler: authenticate,
      schema: { headers: IdempotentHeaders, body: CreateInvoiceBody, response: { 200: InvoiceAnswer } },
    },
    async (request) => ({
      data: await invoices.create(
        requireAuth(request).userId,
        request.body,
        request.headers['idempotency-key'],
        baseUrlOf(request),
      ),
    }),
  );

  app.get(
    API.billingPaymentStatus,
    { preHandler: authenticate, schema: { params: PaymentStatusParams, response: { 200: PaymentStatusAnswer } } },
    async (request) => ({
      data: await invoices.get(requireAuth(request).userId, request.params.invoiceId, baseUrlOf(request)),
    }),
  );

  app.get(
    API.billingPayouts,
    { preHandler: authenticate, schema: { querystring: PayoutListQuery, response: { 200: PayoutListAnswer } } },
    async (request) => {
      const { status, page, per_page } = request.query;
      const rows = await payouts.list(requireAuth(request).userId, status, per_page + 1, (page - 1) * per_page);
      return {
        data: { items: rows.slice(0, per_page).map(toPayout), page, per_page, has_more: rows.length > per_page },
      };
    },
  );

  app.post(
    API.billingPayouts,
    {
      preHandler: authenticate,
      schema: { headers: IdempotentHeaders, body: CreatePayoutBody, response: { 200: PayoutAnswer } },
    },
    async (request) => ({
      data: await payouts.request(requireAuth(request).userId, request.body, request.headers['idempotency-key']),
    }),
  );

  app.post(
    API.billingPayoutCancel,
    {
      preHandler: authenticate,
      schema: { params: PayoutIdParams, body: PayoutCancelBody, response: { 200: PayoutAnswer } },
    },
    async (request) => ({ data: await payouts.cancel(requireAuth(request).userId, request.params.id) }),
  );

  await app.register(webhookRoutes, { invoices });
};

/** The providers' webhooks: the signature covers the exact raw body, so this scope keeps it as a string. */
const webhookRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (hooks, { invoices }) => {
  hooks.removeContentTypeParser('application/json');
  hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });
  hooks.post(
    API.billingWebhook,
    {
      schema: {
        params: WebhookParams,
        body: text().max(65_536),
        response: { 200: WebhookAnswer },
      },
    },
    async (request) => {
      const signature = request.headers['x-signature'];
      const result = await invoices.webhook(
        request.params.provider,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { ok: true as const, ...result };
    },
  );
};
