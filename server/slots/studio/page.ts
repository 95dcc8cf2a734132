import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../../contract/api/endpoint';
import { STUDIO_API } from '../../../contract/api/studio';

const asset = (name: string) => readFileSync(new URL(`./page/${name}`, import.meta.url), 'utf8');
const SCRIPT = asset('game.js');
const STYLE = asset('game.css');

/** The game page: a shell for the script, which reads its session's addresses (from the contract) from the body. */
export function studioPage(reply: FastifyReply, session: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Lucky Mirror Studio</title><link rel="stylesheet" href="${STUDIO_API.style.path}"></head>
<body data-state="${pathOf(STUDIO_API.state.path, { session })}" data-spin="${pathOf(STUDIO_API.spin.path, { session })}"><main>
<header><h1 id="title">Lucky Mirror Studio</h1><span id="mode" class="muted"></span></header>
<p id="info" class="muted"></p>
<div class="meters"><div class="meter"><span class="muted">Balance</span><b id="balance">…</b></div><div class="meter"><span class="muted">Session net</span><b id="net">…</b></div><div class="meter" id="bonus-meter" hidden><span class="muted">Bonus balance</span><b id="bonus">…</b></div></div>
<div id="reels" aria-live="off"></div>
<p id="result" role="status"></p>
<div id="stakes" role="group" aria-label="Stake"></div>
<button id="spin" type="button" disabled>Spin</button>
<button id="free-spin" type="button" hidden disabled></button>
<p id="round"></p>
</main><script type="module" src="${STUDIO_API.script.path}"></script></body></html>`;
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
