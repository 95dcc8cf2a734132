import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { OUTBOX_API } from '../../contract/api/outbox';
import { outboxMessages } from '../db/schema';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { escapeHtml } from './html';

/**
 * The development outbox, on the API host and only when DEV_OUTBOX is on (never by default in production):
 * GET /dev/outbox (a page a tester reads codes from, newest first, `?to=` filters by recipient) and
 * GET /dev/outbox/messages (the same as JSON).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function list(query: z.output<typeof OUTBOX_API.messages.query>) {
    const where: SQL[] = [];
    if (query.to) where.push(eq(outboxMessages.recipient, query.to.replace(/^ /, '+').trim().toLowerCase()));
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  route(app, OUTBOX_API.messages, {}, async (request) => ({ data: await list(request.query) }));

  route(app, OUTBOX_API.page, {}, async (request, reply) => {
    const messages = await list(request.query);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td>` +
          `<td class="code">${escapeHtml(m.code ?? '')}</td><td><b>${escapeHtml(m.subject ?? '')}</b><pre>${escapeHtml(m.text)}</pre></td></tr>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font:14px system-ui,sans-serif;background:#111;color:#eee;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #333;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:.3rem 0 0}
.code{font:bold 20px monospace;color:#7fd}input{background:#222;color:#eee;border:1px solid #444;padding:.3rem}</style></head>
<body><h1>Development outbox</h1><p>Every e-mail and SMS the server sent, newest first. Off in production.</p>
<form><input name="to" placeholder="recipient (e-mail or +phone)" value="${escapeHtml(request.query.to ?? '')}"> <button>Filter</button></form>
<table><thead><tr><th>At (UTC)</th><th>Channel</th><th>To</th><th>Code</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
