import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { startTestServer, type TestServer } from '../test/harness';
import { OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { KnownValues } from './known-values';
import { type FuzzRequest, type FuzzRoute, fuzzRoutes, requestArbitrary } from './requests';

/**
 * Property-based requests to EVERY route the app registers (collected through onRoute, so a new route is fuzzed
 * without a line here), built from the zod schemas the routes declare: valid values, then mutants of the body,
 * query, path params and headers, with no token, a bad one, a player's and (operator routes) the operator's.
 * Asserts: no 5xx (except a documented 503), every 4xx in the spec's error shapes, and no row written by a refused
 * call. FUZZ_SEED reruns a seed; FUZZ_RUNS sets the requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 48);
const ENGINE = inject('pgAdminUrl') ? 'PostgreSQL 15' : 'PGlite';
/** 503s the API documents: PGlite's in-flight bound, the operator API without a token, no delivery adapter. */
const DOCUMENTED_503 = new Set(['busy', 'operator_disabled', 'delivery_unavailable']);
/**
 * Tables a refused call may write by design: the attempt counters behind the login and code limits, and a
 * player's first seed pair, created when the games first see the player with a stake inside the limits (a bet then
 * refused for the balance, which only the round's statement decides, keeps it; it moves no money and GET seeds
 * would create it as well). The leaderboard's summary is rebuilt on its schedule (server/leaderboard/refresh.ts),
 * whatever the requests.
 */
const EXEMPT_TABLES = new Set(['rate_counters', 'game_seed_pairs', 'leaderboard_entries', 'leaderboard_refreshes']);

let server: TestServer;
let player: Player;
const registered: RouteOptions[] = [];
let snapshotQuery: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  server = await startTestServer(
    // One adjustment funds each fuzzed player, above the default second-operator threshold.
    { operatorToken: OPERATOR_TOKEN, sandboxPayments: true, devOutbox: true, adjustApprovalThresholdRub: 1_000_000 },
    { onRoute: (route) => registered.push(route) },
  );
  const result = await server.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const tables = rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => !EXEMPT_TABLES.has(name) && !name.startsWith('__'));
  // One round trip: each table's row count, and the accounts' balances (a refused call moves no money). An aggregate,
  // not json_build_object, which takes at most 100 arguments (50 tables).
  const counts = tables.map((name) => `('${name}', to_jsonb((SELECT count(*) FROM "${name}")))`);
  snapshotQuery = sql.raw(
    `SELECT jsonb_object_agg(name, value) AS snapshot FROM (VALUES ${counts.join(', ')},
      ('balances', to_jsonb((SELECT md5(coalesce(string_agg(id::text || ':' || balance_minor::text, ',' ORDER BY id), '')) FROM accounts)))
    ) AS counted(name, value)`,
  );
  player = await fundedPlayer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function snapshot(): Promise<Record<string, unknown>> {
  const [row] = rowsOf<{ snapshot: Record<string, unknown> | string }>(await server.db.execute(snapshotQuery));
  const value = row?.snapshot ?? {};
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
}

/** The tables (and `balances`) whose snapshot differs. */
const changed = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((key) => String(after[key]) !== String(before[key]));

async function fundedPlayer(): Promise<Player> {
  const fresh = await registerPlayer(server, 'RUB');
  const credit = await server.api({
    method: 'POST',
    url: WALLET_API.operatorAdjust.path,
    headers: { ...operator, 'idempotency-key': `fuzz-${randomUUID()}` },
    payload: { user_id: fresh.userId, account: 'cash', amount: '100000', reason: 'fuzz funds' },
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return fresh;
}

/** A player's call may end their session (logout, password change): then the next player call gets a new one. */
async function livePlayer(): Promise<Player> {
  const me = await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: player.auth });
  if (me.statusCode === 401) player = await fundedPlayer();
  return player;
}

const TOKENS = {
  none: () => ({}),
  bad_token: () => ({ authorization: 'Bearer not-a-token' }),
  operator: () => operator,
  player: () => player.auth,
} as const;

/** What is wrong with the answer, or null. */
function problemOf(status: number, type: string, body: string, wrote: string[]): string | null {
  const json = (() => {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return undefined;
    }
  })();
  if (status >= 500) {
    const code = ErrorBody.safeParse(json).data?.code;
    return status === 503 && code && DOCUMENTED_503.has(code) ? null : `answered ${status}`;
  }
  if (status >= 400) {
    if (wrote.length > 0) return `refused with ${status} but changed ${wrote.join(', ')}`;
    if (type.startsWith('text/html')) return null; // the API's own pages (sandbox payment, social login) render errors
    if (status === 422 && ValidationErrorBody.safeParse(json).success) return null;
    if (ErrorBody.safeParse(json).success) return null;
    return `a ${status} in neither error shape`;
  }
  return null;
}

describe(`fuzz every API route on ${ENGINE}`, () => {
  it('answers no 5xx, refuses in the spec shapes and writes nothing when it refuses', async () => {
    const all: FuzzRoute[] = fuzzRoutes(registered);
    expect(all.length).toBeGreaterThan(100);
    // FUZZ_ROUTE=/operator/vip reruns only the routes whose path contains it, with the same requests as before.
    const only = process.env.FUZZ_ROUTE;
    const routes = all
      .map((route, index) => ({ route, index }))
      .filter(({ route }) => !only || route.url.includes(only));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    let fivexx = 0;
    const covered = new Set<string>();
    const known = new KnownValues();
    /** Routes some request got through to a 2xx: how deep the valid values reach. */
    const succeeded = new Set<string>();
    for (const { route, index } of routes) {
      const builders = fc.sample(requestArbitrary(route), { seed: SEED + index, numRuns: RUNS });
      for (const build of builders) {
        const request: FuzzRequest = build(known);
        if (request.auth === 'player') await livePlayer();
        const before = await snapshot();
        const res = await server
          .api({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...TOKENS[request.auth]() },
            payload: request.payload,
            remoteAddress: request.remoteAddress,
          })
          .catch((error: unknown) => error as Error);
        if (res instanceof Error) continue; // the test client itself refused to send it (e.g. a NUL header)
        sent++;
        covered.add(`${route.method} ${route.url}`);
        if (res.statusCode < 300) {
          succeeded.add(`${route.method} ${route.url}`);
          if (String(res.headers['content-type']).startsWith('application/json')) known.learn(res.json());
        }
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) fivexx++;
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        const wrote = refused ? changed(before, await snapshot()) : [];
        const problem = problemOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body, wrote);
        if (problem) {
          failures.push(
            `${request.method} ${request.url.slice(0, 160)} [auth=${request.auth} ${request.mutant}] ${problem}: ${res.body.slice(0, 200)}${
              request.payload ? ` <- ${request.payload.slice(0, 200)}` : ''
            }`,
          );
        }
      }
    }
    const summary = [
      `fuzz on ${ENGINE}: seed ${SEED} (FUZZ_SEED=${SEED} reruns it), ${RUNS} requests per route${only ? ` (FUZZ_ROUTE=${only})` : ''}`,
      `requests sent: ${sent}; 5xx: ${fivexx}; endpoints covered: ${covered.size} of ${routes.length}, ${succeeded.size} of them answered 2xx at least once`,
      `never 2xx (they need a code, a token or state the fuzzer cannot make): ${[...covered].filter((route) => !succeeded.has(route)).join(', ')}`,
      `statuses: ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    ].join('\n');
    console.log(summary);
    expect(covered.size).toBe(routes.length);
    expect(failures.slice(0, 40), `${summary}\n${failures.length} problems`).toEqual([]);
  }, 600_000);
});
