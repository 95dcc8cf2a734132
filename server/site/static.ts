import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSIBLE, PRECOMPRESSED } from '../../contract/precompressed';
import { pageFiles } from '../../contract/prerendered-pages';
import { matchSiteRoute, SITE_ROUTES_FILE } from '../../contract/site-routes';
import type { AddressCheck } from './address-checks';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Files that must be revalidated on every load so a new build is picked up. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/builds/latest.json', '/manifest.webmanifest']);

const SITE_NOT_BUILT = 'The site is not built yet: run npm run build.';

/** The operators' back office: a build of its own in dist/backoffice (vite.backoffice.config.ts), one page for all its addresses. */
const BACKOFFICE = /^\/backoffice(\/|$)/;
const BACKOFFICE_INDEX = '/backoffice/index.html';
/** Content-hashed files: the player's and the back office's. */
const HASHED_ASSETS = /^\/(backoffice\/)?assets\//;

function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSETS.test(urlPath)) return 'public, max-age=31536000, immutable';
  // Pages name the build's hashed files: a new build must be picked up at once.
  if (NO_CACHE.has(urlPath) || urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

type Found = { file: string; urlPath: string; size: number; mtime: Date };

async function fileAt(root: string, urlPath: string): Promise<Found | null> {
  const file = resolve(root, `.${urlPath}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, urlPath, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

async function firstFileAt(root: string, files: string[]): Promise<Found | null> {
  for (const file of files) {
    const found = await fileAt(root, `/${file}`);
    if (found) return found;
  }
  return null;
}

/** The build's route patterns (SITE_ROUTES_FILE), read again when the build changes; null for a build without them. */
function routePatternsReader(root: string) {
  let read: { builtAt: number; patterns: string[] | null } | null = null;
  return async (index: Found): Promise<string[] | null> => {
    if (read?.builtAt !== index.mtime.getTime()) {
      const text = await readFile(resolve(root, SITE_ROUTES_FILE), 'utf8').catch(() => null);
      read = { builtAt: index.mtime.getTime(), patterns: text === null ? null : (JSON.parse(text) as string[]) };
    }
    return read.patterns;
  };
}

/** The encodings of an Accept-Encoding header the browser takes (any weight but 0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    if (name && !(weight && Number(weight.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The build's compressed copy of a file (contract/precompressed.ts) the browser accepts, if there is one. */
async function compressedCopy(
  request: FastifyRequest,
  found: Found,
): Promise<{ encoding: string; copy: Found } | null> {
  if (!COMPRESSIBLE.test(found.file)) return null;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    const copy = await stat(found.file + suffix).catch(() => null);
    if (copy?.isFile()) return { encoding, copy: { ...found, file: found.file + suffix, size: copy.size } };
  }
  return null;
}

/**
 * Serves the built site from `siteDir` with the SPA fallback: a GET for a path with no file answers the page the
 * build prerendered for it or its route's shell (dist/pages/…, contract/prerendered-pages.ts), else index.html (so client routes like
 * /en/games/cases/x load), with 404 when no page of the build's route tree has that address
 * or whose parameter names nothing (`addressExists`: an unknown slot, live table or tournament) (the app then shows its
 * not-found page); under /assets/ a missing hashed file is a plain 404.
 */
export function createSiteHandler(siteDir: string, addressExists: AddressCheck = async () => true) {
  const root = resolve(siteDir);
  const routePatterns = routePatternsReader(root);

  return async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'not_found', message: 'Nothing here' });
    }
    const index = await fileAt(root, '/index.html');
    if (!index) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(SITE_NOT_BUILT);
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).send({ code: 'bad_request', message: 'The address could not be read.' });
    }
    const hidden = urlPath.includes('\0') || urlPath.split('/').some((part) => part.startsWith('.') && part !== '');
    let found = hidden || urlPath.endsWith('/') ? null : await fileAt(root, urlPath);
    if (!found) {
      if (HASHED_ASSETS.test(urlPath)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
    }
    if (!found && BACKOFFICE.test(urlPath)) {
      found = await fileAt(root, BACKOFFICE_INDEX);
      if (!found) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(SITE_NOT_BUILT);
      }
    }
    if (!found) {
      const patterns = await routePatterns(index);
      const route = patterns && matchSiteRoute(patterns, urlPath);
      if (patterns && !(route && (await addressExists(route.pattern, route.params)))) reply.code(404);
      // The page the build prerendered for this address (or its route's shell), else the empty shell.
      found = (reply.statusCode === 404 ? null : await firstFileAt(root, pageFiles(urlPath))) ?? index;
    }
    const compressed = await compressedCopy(request, found);
    const sent = compressed?.copy ?? found;
    const etag = `W/"${sent.size.toString(16)}-${found.mtime.getTime().toString(16)}${compressed ? `-${compressed.encoding}` : ''}"`;
    const vary = reply.getHeader('vary');
    reply
      .header('cache-control', cacheControlFor(found.urlPath))
      .header('etag', etag)
      .header('last-modified', found.mtime.toUTCString())
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .type(TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream');
    if (compressed) reply.header('content-encoding', compressed.encoding);
    if (request.headers['if-none-match'] === etag && reply.statusCode === 200) return reply.code(304).send();
    reply.header('content-length', sent.size);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(sent.file));
  };
}
