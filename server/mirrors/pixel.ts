import type { FastifyInstance } from 'fastify';
import { MIRRORS_API, SERVER_MARK_HEADER } from '../../contract/api/mirrors';
import { route } from '../lib/route';

/** A transparent 1×1 PNG (the same bytes as public/pixel.png), so every host answers the probe even without a build. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=',
  'base64',
);

/** GET /pixel.png on every host (site and API): the mirror probe. Never cached; readable from any origin. */
export function registerPixel(app: FastifyInstance): void {
  route(app, MIRRORS_API.pixel, {}, async (_request, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', SERVER_MARK_HEADER)
      .send(PIXEL),
  );
}
