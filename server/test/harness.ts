import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { routePatternsOf, SITE_ROUTES_FILE } from '../../contract/site-routes';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, readConfig } from '../config';
import { openDb } from '../db/open';
import type { Db } from '../db/types';

export const API_HOST = 'api.localhost';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A request to the API host. */
  api(options: InjectOptions): Promise<LightMyRequestResponse>;
  count(table: 'users' | 'wallets' | 'sessions'): Promise<number>;
  close(): Promise<void>;
}

/**
 * A temp SITE_DIR holding a fake build: index.html, two prerendered pages, a hashed asset, sw.js, the manifest and
 * builds/latest.json.
 */
export function makeFakeSite(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lucky-site-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Lucky</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log("app");',
    'sw.js': 'self.addEventListener("install", () => {});',
    'manifest.webmanifest': '{"name":"Lucky"}',
    'builds/latest.json': '{"id":"b1","time":"2026-01-01T00:00:00Z"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // The back office's own build (vite.backoffice.config.ts).
    'backoffice/index.html': '<!doctype html><title>Back office</title><div id="root" data-backoffice></div>',
    'backoffice/assets/main-def456.js': 'console.log("back office");',
    // Two pages the build prerendered (scripts/prerender.ts).
    'pages/index.html': '<!doctype html><html lang="ru"><div id="root" data-prerendered="/"><h1>Главная</h1></div>',
    'pages/en/games/dice/index.html':
      '<!doctype html><html lang="en"><div id="root" data-prerendered="/en/games/dice"><h1>Dice</h1></div>',
    // The shell every case's address opens with.
    'pages/en/games/cases/$slug/index.html':
      '<!doctype html><html lang="en"><div id="root" data-prerendered="/en/games/cases/$slug"><h1>Case</h1></div>',
    // The real route tree's patterns, as the build writes them.
    [SITE_ROUTES_FILE]: JSON.stringify(
      routePatternsOf(readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')),
    ),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  // The compressed copies the build writes beside them (scripts/compress-site.ts), for two of them.
  for (const name of ['assets/index-abc123.js', 'pages/en/games/dice/index.html']) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(files[name] ?? ''));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(files[name] ?? ''));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let pgliteTemplate: Blob | undefined;
/** The migrated PGlite files the project's globalSetup dumped, read once per test file. */
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh database and app per call: in-memory PGlite in the `server` project, a new database on the throwaway
 * PostgreSQL 15 cluster in `server-pg` (its globalSetup provides `pgAdminUrl`).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  appOptions: Pick<
    BuildAppOptions,
    | 'maxInFlight'
    | 'onRoute'
    | 'bus'
    | 'crashClock'
    | 'runCrashRounds'
    | 'roomsClock'
    | 'runRoomsRounds'
    | 'liveClock'
    | 'runLiveRounds'
  > = {},
): Promise<TestServer> {
  const config: Config = {
    ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MIN: '100000' }),
    siteDir: join(tmpdir(), 'lucky-no-site'),
    ...overrides,
  };
  const adminUrl = inject('pgAdminUrl');
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject('pgTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const database = await openDb({ databaseUrl, poolSize: 25, loadDataDir: databaseUrl ? undefined : migratedPglite() });
  await database.migrate();
  const app = await buildApp({ db: database.db, config: { ...config, databaseUrl }, ...appOptions });
  return {
    app,
    db: database.db,
    config: { ...config, databaseUrl },
    api: (options) => app.inject({ ...options, headers: { host: API_HOST, ...options.headers } }),
    async count(table) {
      const result = await database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A second app on the database of `server`, as a second API process would be: its own pool on PostgreSQL (the
 * same PGlite instance in the `server` project), its own in-process state.
 */
export async function startSiblingApp(
  server: TestServer,
  overrides: Partial<Config> = {},
): Promise<Pick<TestServer, 'app' | 'api' | 'close'>> {
  const database = server.config.databaseUrl
    ? await openDb({ databaseUrl: server.config.databaseUrl, poolSize: 5 })
    : undefined;
  const app = await buildApp({ db: database?.db ?? server.db, config: { ...server.config, ...overrides } });
  return {
    app,
    api: (options) => app.inject({ ...options, headers: { host: API_HOST, ...options.headers } }),
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
