/**
 * npm run bench:games — dice bets per second and their p99 through the whole HTTP path (auth, validation, seed
 * pair, HMAC, round row, ledger statement, JSON answer) on a throwaway PostgreSQL 15 cluster, next to a trivial
 * GET (/geo_ip) measured in the same run. The server listens on 127.0.0.1 and is called with `Host: api.localhost`;
 * the load generator (scripts/load-generator.ts) is a child process on the same two cores: N keep-alive
 * connections, one request at a time each. The server reaches PostgreSQL through its Unix socket, as a server on
 * the database's machine would (`--tcp` for 127.0.0.1). Besides rates and latencies it prints the CPU each request
 * cost the server process, PostgreSQL and the load generator: steadier than the rates on a shared machine.
 *
 *   npm run bench:games -- [--seconds 10] [--concurrency 32] [--players 32] [--pool 16] [--tcp]
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AUTH_API } from '../contract/api/auth';
import { GEO_API } from '../contract/api/geo';
import { PROFILE_API } from '../contract/api/profile';
import { reportFigure } from './bench/figure';
import { type LoadPlan, type LoadResult, runLoad } from './load-generator';

const { values } = parseArgs({
  options: {
    load: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    players: { type: 'string', default: '32' },
    pool: { type: 'string', default: '16' },
    tcp: { type: 'boolean', default: false },
  },
});

/** CPU time of every PostgreSQL process on the machine (this bench's cluster is the only one), in microseconds. */
function postgresCpuMicros(): number {
  const tick = 1_000_000 / 100; // USER_HZ
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

interface Measured extends LoadResult {
  /** CPU per successful request, in microseconds: this server process, PostgreSQL, the load generator. */
  perRequest: { server: number; postgres: number; load: number };
}

/** Runs the load generator in a child process and counts the CPU every party spent meanwhile. */
async function measure(plan: LoadPlan): Promise<Measured> {
  const serverBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMicros();
  const result = await loadInChild(plan);
  const server = process.cpuUsage(serverBefore);
  const postgres = postgresCpuMicros() - postgresBefore;
  const n = Math.max(1, result.ok);
  return {
    ...result,
    perRequest: {
      server: (server.user + server.system) / n,
      postgres: Math.max(0, postgres) / n,
      load: result.cpuMicros / n,
    },
  };
}

function loadInChild(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [
        ...process.execArgv.filter((a) => !a.startsWith('--cpu-prof')),
        fileURLToPath(import.meta.url),
        '--load',
        JSON.stringify(plan),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadResult);
    });
  });
}

// ---------------------------------------------------------------- the server side (this process)

async function main() {
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const playerCount = Number(values.players);
  const poolSize = Number(values.pool);

  const [{ default: pgSetup }, { buildApp }, { readConfig }, { openDb }, { createWalletService }, pg] =
    await Promise.all([
      import('../server/test/pg-global-setup'),
      import('../server/app'),
      import('../server/config'),
      import('../server/db/open'),
      import('../server/wallet/service'),
      import('pg'),
    ]);
  const { GAMES_API, PLAY_API } = await import('../contract/api/games');
  const { roundBatchTotals } = await import('../server/wallet/round-batch');

  const provided = new Map<string, string>();
  const project = {
    provide: (key: string, value: unknown) => provided.set(key, String(value)),
  };
  console.log('Starting a throwaway PostgreSQL 15 cluster (fsync and synchronous_commit off, as in the tests)…');
  const stopCluster = await pgSetup(project as never);
  const admin = new pg.default.Client({ connectionString: provided.get('pgAdminUrl') });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(provided.get(values.tcp ? 'pgAdminUrl' : 'pgSocketUrl') ?? '');
  url.pathname = '/bench';

  const database = await openDb({ databaseUrl: url.toString(), poolSize });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const config = {
      ...readConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        // The games alone: no sportsbook feed writing beside them.
        SPORTS_FEED: 'off',
        AUTH_RATE_LIMIT_PER_MIN: '1000000',
        // A throwaway key (production refuses the development one); no site is served.
        MIRROR_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'der' })
          .toString('base64'),
      }),
      databaseUrl: url.toString(),
      siteDir: '/nonexistent-bench-site',
    };
    app = await buildApp({ db: database.db, config, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const wallet = createWalletService(database.db);

    // Players: registered through the API, funded through the wallet.
    const tokens: string[] = [];
    for (let i = 0; i < playerCount; i++) {
      const res = await app.inject({
        method: 'POST',
        url: AUTH_API.registerEmail.path,
        headers: { host: 'api.localhost' },
        payload: {
          email: `bench-${i}-${randomUUID()}@example.com`,
          password: 'password1',
          currency: 'RUB',
          adult_confirmed: true,
          agreement_accepted: true,
        },
      });
      const token = (res.json() as { token?: string }).token;
      if (!token) throw new Error(`Registration failed: ${res.body}`);
      const me = await app.inject({
        method: 'GET',
        url: PROFILE_API.user.path,
        headers: { host: 'api.localhost', authorization: `Bearer ${token}` },
      });
      const userId = (me.json() as { data: { id: number } }).data.id;
      await wallet.credit({
        userId,
        currency: 'RUB',
        amountMinor: 100_000_000n,
        kind: 'adjustment',
        idempotencyKey: `bench-fund-${userId}`,
        counterparty: 'adjustments',
      });
      tokens.push(token);
    }

    const bet = JSON.stringify({ amount: '1', target: 5000, direction: 'over' });
    const plans = {
      get: {
        port,
        method: 'GET',
        path: GEO_API.geoIp.path,
        tokens: [],
        body: null,
        concurrency,
        seconds,
        maxRequests: 1_000_000,
      },
      bet: {
        port,
        method: 'POST',
        path: PLAY_API.dice.bet.path,
        tokens,
        body: bet,
        concurrency,
        seconds,
        maxRequests: 200_000,
      },
    } satisfies Record<string, LoadPlan>;

    console.log(`Warming up (2 s each), then ${seconds} s per measurement, ${concurrency} keep-alive connections…`);
    await loadInChild({ ...plans.get, seconds: 2 });
    await loadInChild({ ...plans.bet, seconds: 2 });
    const get = await measure(plans.get);
    const authed = await measure({ ...plans.get, path: GAMES_API.seeds.path, tokens });
    const batchesBefore = roundBatchTotals();
    const bets = await measure(plans.bet);
    const batchesAfter = roundBatchTotals();

    const rate = (r: LoadResult) => r.ok / r.seconds;
    const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;
    const us = (value: number) => `${value.toFixed(0).padStart(5)} µs`;
    const line = (name: string, r: Measured) =>
      `${name.padEnd(22)} ${rate(r).toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   ` +
      `CPU per request: server ${us(r.perRequest.server)}, PostgreSQL ${us(r.perRequest.postgres)}, ` +
      `load ${us(r.perRequest.load)}   (${r.requests} requests; statuses ${JSON.stringify(r.statuses)})`;
    console.log('');
    console.log(`PostgreSQL through ${values.tcp ? 'TCP on 127.0.0.1' : 'its Unix socket'}; pool ${poolSize}.`);
    console.log(line('GET /geo_ip (trivial)', get));
    console.log(line('GET games/seeds (auth)', authed));
    console.log(line('POST dice/bet', bets));
    const batches = batchesAfter.batches - batchesBefore.batches;
    console.log(
      `Rounds per batch statement: ${((batchesAfter.rounds - batchesBefore.rounds) / Math.max(1, batches)).toFixed(1)} ` +
        `on average over ${batches} statements (${batchesAfter.refused - batchesBefore.refused} refused and written alone).`,
    );
    const ratio = rate(bets) / rate(get);
    console.log('');
    console.log(
      `Dice: ${rate(bets).toFixed(0)} bets/s (target ≥ 1500: ${rate(bets) >= 1500 ? 'met' : 'NOT met'}), ` +
        `${(ratio * 100).toFixed(1)}% of the trivial GET (target ≥ 10%: ${ratio >= 0.1 ? 'met' : 'NOT met'}), p99 ${bets.p99.toFixed(1)} ms.`,
    );
    reportFigure({
      name: 'games: dice bets/s (PostgreSQL 15)',
      value: Math.round(rate(bets)),
      unit: 'bets/s',
      target: '≥ 1500',
      met: rate(bets) >= 1500,
    });
    reportFigure({
      name: 'games: dice bets as a share of a trivial GET',
      value: Number((ratio * 100).toFixed(1)),
      unit: '%',
      target: '≥ 10',
      met: ratio >= 0.1,
    });
    reportFigure({
      name: 'games: dice bet p99',
      value: Number(bets.p99.toFixed(1)),
      unit: 'ms',
      target: null,
      met: null,
    });
    const { checkLedger } = await import('../server/wallet/reconcile');
    const books = await checkLedger(database.db);
    console.log(
      `Ledger after the run: ${books.ok ? 'balanced' : 'NOT balanced'} (${books.transactions} transactions).`,
    );
  } finally {
    await app?.close();
    await database.close();
    await stopCluster();
  }
}

if (values.load) {
  const result = await runLoad(JSON.parse(values.load) as LoadPlan);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  await main();
}
