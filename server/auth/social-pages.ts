import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SocialLoginMessage } from '../../contract/api/auth';
import { escapeHtml } from '../messaging/html';

const STYLE = `body{font:15px system-ui,sans-serif;background:#14161c;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e222b;padding:1.5rem 2rem;border-radius:12px;max-width:22rem;width:100%}label{display:block;margin:.6rem 0}
input{width:100%;box-sizing:border-box;padding:.5rem;background:#111;color:#eee;border:1px solid #444;border-radius:6px}
button{padding:.55rem 1rem;border-radius:6px;border:0;margin:.8rem .5rem 0 0;cursor:pointer}.allow{background:#3c8;color:#000}.deny{background:#444;color:#eee}`;

/** Sends a small HTML page with its own strict CSP (one nonce for its inline script) and no opener isolation. */
function sendPage(reply: FastifyReply, title: string, body: string, script?: string) {
  const nonce = randomBytes(16).toString('base64');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The popup must keep its window.opener to post the result back.
    .header('cross-origin-opener-policy', 'unsafe-none')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
  return reply.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`,
  );
}

/** The sandbox provider's consent screen: the player picks who to be, then allows or denies. */
export function sendConsentPage(reply: FastifyReply, action: string, state: string, suggestedEmail: string) {
  const body = `<h1>Sandbox login</h1><p>A development provider: no real account is involved. Sign in to the site as:</p>
<form method="get" action="${escapeHtml(action)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<label>E-mail <input name="sandbox_email" type="email" required value="${escapeHtml(suggestedEmail)}"></label>
<label>Name <input name="sandbox_name" value="Sandbox Player"></label>
<button class="allow" name="consent" value="allow">Allow</button><button class="deny" name="error" value="access_denied" formnovalidate>Deny</button></form>`;
  return sendPage(reply, 'Sandbox login', body);
}

/**
 * The popup's last page: posts the result to the opener at exactly `origin`, then closes. Without an opener (a
 * provider page cut the link) it goes to `origin/?social_login_code=...` so the page can finish there.
 */
export function sendResultPage(reply: FastifyReply, origin: string, message: SocialLoginMessage) {
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  const fallback = message.code ? `${origin}/?social_login_code=${encodeURIComponent(message.code)}` : origin;
  const script = `(function(){var m=${json},o=${JSON.stringify(origin)};
if(window.opener&&!window.opener.closed){window.opener.postMessage(m,o);window.close();}
else{window.location.replace(${JSON.stringify(fallback)});}})();`;
  const body = message.code
    ? '<p>Signed in. This window closes by itself.</p>'
    : `<p>The login did not complete (${escapeHtml(message.error ?? 'error')}). You can close this window.</p>`;
  return sendPage(reply, 'Login', body, script);
}

/** When the flow cannot be tied to a page (unknown or expired state), nothing can be posted. */
export function sendDeadEndPage(reply: FastifyReply) {
  reply.code(400);
  return sendPage(
    reply,
    'Login expired',
    '<p>This login window has expired. Close it and try again.</p>',
    'setTimeout(function(){window.close();},3000);',
  );
}
