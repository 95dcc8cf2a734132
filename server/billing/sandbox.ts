import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  BILLING_API,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  type Invoice,
  SandboxPayForm,
  SandboxPayParams,
} from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { route } from '../lib/route';
import type { InvoiceService } from './invoices';
import type { PaymentProvider } from './provider';
import { baseUrlOf } from './routes';

interface SandboxOptions {
  invoices: InvoiceService;
  provider: PaymentProvider;
}

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Sandbox payments</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0f1115;color:#e8eaf0;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#1a1d24;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#9aa1b2;font-size:14px}.big{font-size:28px;font-weight:700;margin:12px 0}
code{background:#0f1115;padding:2px 6px;border-radius:4px;word-break:break-all}label{display:block;margin:10px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #2e3340;background:#0f1115;color:inherit}
button{margin-top:12px;width:100%;padding:12px;border:0;border-radius:8px;font-weight:600;cursor:pointer}
.pay{background:#2fbf71;color:#08130d}.other{background:#3a7bfd;color:#fff}.fail{background:#e5484d;color:#fff}
.box{border-top:1px solid #2e3340;margin-top:16px;padding-top:8px}</style></head>
<body><main><p class="muted">Sandbox payment provider: no real money moves.</p>${body}</main></body></html>`;
}

function instructions(invoice: Invoice): string {
  if (invoice.method_kind === 'p2p_card') {
    return `<p>Transfer <b>${esc(invoice.amount)} ${esc(invoice.currency)}</b> to the card</p><p class="big"><code>${esc(invoice.card.card_number ?? '')}</code></p>`;
  }
  if (invoice.method_kind === 'p2p_phone') {
    return `<p>Transfer <b>${esc(invoice.amount)} ${esc(invoice.currency)}</b> by phone number</p><p class="big"><code>${esc(invoice.card.phone_number ?? '')}</code></p>`;
  }
  if (invoice.method_kind === 'crypto' && invoice.crypto) {
    return `<p>Send exactly <b>${esc(invoice.crypto.amount)} ${esc(invoice.crypto.currency)}</b> to</p><p><code>${esc(invoice.crypto.address)}</code></p>`;
  }
  return `<label>Card number<input name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242"></label>
<label>Expiry<input name="exp" placeholder="12/30" autocomplete="off"></label><label>CVC<input name="cvc" placeholder="123" autocomplete="off"></label>`;
}

/** The sandbox provider's own payment page (GET) and the tester's decision (POST), which fires our webhook. */
export const sandboxRoutes: FastifyPluginAsync<SandboxOptions> = async (app, { invoices, provider }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const closed = (invoice: Invoice) =>
    page(
      'Invoice closed',
      `<h1>Invoice #${invoice.id}</h1><p class="big">${esc(invoice.status_name)}</p>${
        invoice.status === INVOICE_STATUS.paid
          ? `<p>Paid ${esc(invoice.paid_amount ?? invoice.amount)} ${esc(invoice.currency)}${invoice.sum_was_changed ? ' (a different amount than asked)' : ''}.</p>`
          : invoice.status === INVOICE_STATUS.expired
            ? '<p>The invoice expired and can no longer be paid. Start a new deposit.</p>'
            : '<p>This payment failed. Start a new deposit.</p>'
      }<p class="muted">You can close this tab.</p>`,
    );

  /** The invoice the page's address names, as the player sees it; null for a malformed or unknown hash. */
  const invoiceOf = async (request: FastifyRequest) => {
    const params = SandboxPayParams.safeParse(request.params);
    const found = params.success ? await invoices.byHash(params.data.hash) : null;
    return found ? invoices.view(found.invoice, found.method, baseUrlOf(request)) : null;
  };

  route(app, BILLING_API.sandboxPage, {}, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const invoice = await invoiceOf(request);
    if (!invoice) return reply.code(404).send(page('Not found', '<h1>No such invoice</h1>'));
    if (invoice.status >= INVOICE_STATUS.paid) return closed(invoice);
    const action = esc(pathOf(BILLING_API.sandboxPay.path, { hash: invoice.hash }));
    return page(
      'Pay',
      `<h1>Deposit #${invoice.id}</h1><p class="big">${esc(invoice.amount)} ${esc(invoice.currency)}</p>
<p class="muted">Expires in ${Math.ceil(invoice.life_time / 60)} min.</p>
<form method="post" action="${action}">${instructions(invoice)}
<button class="pay" name="action" value="pay">Pay ${esc(invoice.amount)} ${esc(invoice.currency)}</button>
<div class="box"><label>Pay a different amount<input name="amount" inputmode="decimal" placeholder="${esc(invoice.amount)}"></label>
<button class="other" name="action" value="pay_other">Pay this amount</button></div>
<div class="box"><button class="fail" name="action" value="fail">Fail the payment</button></div></form>`,
    );
  });

  route(app, BILLING_API.sandboxPay, {}, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const invoice = await invoiceOf(request);
    if (!invoice) return reply.code(404).send(page('Not found', '<h1>No such invoice</h1>'));
    if (invoice.status >= INVOICE_STATUS.paid) return reply.code(409).send(closed(invoice));
    // The form posts strings; a JSON body of other types is the same 422 page, never a 500.
    const form = SandboxPayForm.safeParse(request.body);
    if (!form.success) {
      return reply.code(422).send(page('Bad request', '<h1>Choose pay, pay_other (with an amount) or fail</h1>'));
    }
    const action = form.data?.action ?? 'pay';
    const amount = action === 'pay_other' ? (form.data?.amount ?? '').trim().replace(',', '.') : invoice.amount;
    if (!/^\d{1,15}(\.\d{1,2})?$/.test(amount) || /^0+(\.0+)?$/.test(amount)) {
      return reply.code(422).send(page('Bad amount', '<h1>Enter an amount like 150 or 150.50</h1>'));
    }
    const fire = (status: 'processing' | 'paid' | 'failed') => {
      const raw = JSON.stringify({
        event_id: randomUUID(),
        invoice_hash: invoice.hash,
        status,
        amount,
        currency: invoice.currency,
        provider_ref: `sbx_${invoice.hash.slice(0, 16)}`,
        ...(status === 'failed' ? { reason: 'Declined in the sandbox' } : {}),
      });
      // The provider calls our webhook, signed, over HTTP in process.
      return app.inject({
        method: 'POST',
        url: pathOf(BILLING_API.webhook.path, { provider: provider.name }),
        headers: {
          host: request.headers.host ?? 'api.localhost',
          'content-type': 'application/json',
          'x-signature': provider.sign(raw),
        },
        payload: raw,
      });
    };
    // Like a real provider: "processing" when the payer starts, then the outcome.
    let answer = await fire('processing');
    if (answer.statusCode === 200) answer = await fire(action === 'fail' ? 'failed' : 'paid');
    const after = await invoices.byHash(invoice.hash);
    const now = after ? invoices.view(after.invoice, after.method, baseUrlOf(request)) : invoice;
    const status = INVOICE_STATUS_NAMES[now.status - 1] ?? 'waiting';
    return reply
      .code(answer.statusCode === 200 ? 200 : 409)
      .send(
        page(
          status,
          `<h1>Deposit #${now.id}: ${esc(status)}</h1><p>The provider called the webhook: HTTP ${answer.statusCode}.</p>${
            now.status === INVOICE_STATUS.paid
              ? `<p class="big">${esc(now.shop_amount)} ${esc(now.currency)} credited</p>`
              : ''
          }<p class="muted">You can close this tab; the site notices within 5 seconds.</p>`,
        ),
      );
  });
};
