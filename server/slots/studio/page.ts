import type { FastifyReply } from 'fastify';

/** The studio's game page: a shell that loads the game's script, which reads the session from the address. */
export function studioPage(reply: FastifyReply, session: string) {
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Lucky Mirror Studio</title></head><body data-session="${encodeURIComponent(session)}"><main id="game">Lucky Mirror Studio</main></body></html>`;
  return reply.type('text/html; charset=utf-8').send(html);
}
