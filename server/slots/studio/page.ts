import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../../contract/api/endpoint';
import { STUDIO_API } from '../../../contract/api/studio';
import { type Currency, minorDigits } from '../../../contract/money';
import { studioLanguage } from './texts';

const asset = (name: string) => readFileSync(new URL(`./page/${name}`, import.meta.url), 'utf8');
const SCRIPT = asset('game.js');
const STYLE = asset('game.css');

/**
 * The game page: a shell for the script, in the session's language (an unknown session's in English: the script then
 * says it has ended). The script reads its session's addresses (from the contract) from the body, and its texts,
 * locale and the currency's minor digits from the `page-texts` data block (JSON, never executed: the CSP allows it).
 */
export function studioPage(
  reply: FastifyReply,
  session: string,
  written: { language: string; currency: Currency } | null,
) {
  const { lang, texts: t } = studioLanguage(written?.language);
  const data = { locale: lang, digits: written ? minorDigits(written.currency) : 2, texts: t };
  // `<` escaped so no text can close the data block.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><link rel="stylesheet" href="${STUDIO_API.style.path}"></head>
<body data-state="${pathOf(STUDIO_API.state.path, { session })}" data-spin="${pathOf(STUDIO_API.spin.path, { session })}"><main>
<header><h1 id="title">${t.title}</h1><span id="mode" class="muted"></span></header>
<p id="info" class="muted"></p>
<div class="meters"><div class="meter"><span class="muted">${t.balance}</span><b id="balance">…</b></div><div class="meter"><span class="muted">${t.net}</span><b id="net">…</b></div><div class="meter" id="bonus-meter" hidden><span class="muted">${t.bonus}</span><b id="bonus">…</b></div></div>
<div id="reels" aria-live="off"></div>
<p id="result" role="status"></p>
<div id="stakes" role="group" aria-label="${t.stake}"></div>
<button id="spin" type="button" disabled>${t.spin}</button>
<button id="free-spin" type="button" hidden disabled></button>
<p id="round"></p>
</main><script type="application/json" id="page-texts">${json}</script><script type="module" src="${STUDIO_API.script.path}"></script></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export const studioScript = (reply: FastifyReply) =>
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT);
export const studioStyle = (reply: FastifyReply) =>
  reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE);

/**
 * The game page's own policy: its script, styles and calls from this host only, framed only by the site the API
 * serves (the API host's parent domain, and local mirrors in development).
 */
export function studioPolicy(request: FastifyRequest, production: boolean): string {
  const host = (request.headers.host ?? '').replace(/[^a-z0-9.:-]/gi, '').replace(/^api\./i, '');
  const site = host ? `${production ? 'https' : 'http'}://${host}` : "'self'";
  const ancestors = production ? site : `${site} http://*.localhost:*`;
  return `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}
