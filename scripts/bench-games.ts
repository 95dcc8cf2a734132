/**
 * npm run bench:games — dice bets per second and their p99 through the whole HTTP path (auth, validation, seed
 * pair, HMAC, round row, ledger statement, JSON answer) on a throwaway PostgreSQL 15 cluster, next to a trivial
 * GET (/geo_ip) measured in the same run. The server listens on 127.0.0.1 and is called with `Host: api.localhost`;
 * the load generator is a child process (keep-alive sockets, N concurrent loops, bounded by count and by time).
 *
 *   npm run bench:games -- [--seconds 10] [--concurrency 32] [--players 32] [--pool 16]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    load: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    players: { type: 'string', default: '32' },
    pool: { type: 'string', default: '16' },
  },
});

interface LoadPlan {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  /** One bearer token per loop (loop i uses tokens[i % length]); none for the GET. */
  tokens: string[];
  body: string | null;
  concurrency: number;
  seconds: number;
  maxRequests: number;
}

interface LoadResult {
  requests: number;
  ok: number;
  statuses: Record<string, number>;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

// ---------------------------------------------------------------- the load generator (child process)

async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let ok = 0;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;

  const once = (token: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { host: 'api.localhost' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (plan.body !== null) {
        headers['content-type'] = 'application/json';
        headers['idempotency-key'] = randomUUID();
      }
      const req = http.request(
        { host: '127.0.0.1', port: plan.port, method: plan.method, path: plan.path, agent, headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(plan.body ?? undefined);
    });

  async function loop(i: number) {
    const token = plan.tokens.length ? plan.tokens[i % plan.tokens.length] : undefined;
    while (sent < plan.maxRequests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await once(token);
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) ok++;
    }
  }
  await Promise.all(Array.from({ length: plan.concurrency }, (_, i) => loop(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, ok, statuses, seconds, p50: at(0.5), p99: at(0.99), max: at(1) };
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
  const { API } = await import('../contract/api/paths');
  const { GAMES_API } = await import('../contract/api/games');

  let adminUrl = '';
  const project = {
    provide: (_key: string, value: unknown) => {
      adminUrl = String(value);
    },
  };
  console.log('Starting a throwaway PostgreSQL 15 cluster (fsync and synchronous_commit off, as in the tests)…');
  const stopCluster = await pgSetup(project as never);
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/bench';

  const database = await openDb({ databaseUrl: url.toString(), poolSize });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const config = {
      ...readConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
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
        url: API.registerEmail,
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
        url: API.profileUser,
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
        path: API.geoIp,
        tokens: [],
        body: null,
        concurrency,
        seconds,
        maxRequests: 1_000_000,
      },
      bet: {
        port,
        method: 'POST',
        path: GAMES_API.diceBet,
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
    const get = await loadInChild(plans.get);
    const authed = await loadInChild({ ...plans.get, path: GAMES_API.seeds, tokens });
    const bets = await loadInChild(plans.bet);

    const rate = (r: LoadResult) => r.ok / r.seconds;
    const line = (name: string, r: LoadResult) =>
      `${name.padEnd(22)} ${rate(r).toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99
        .toFixed(2)
        .padStart(
          7,
        )} ms   max ${r.max.toFixed(1).padStart(7)} ms   (${r.requests} requests; statuses ${JSON.stringify(r.statuses)})`;
    console.log('');
    console.log(line('GET /geo_ip (trivial)', get));
    console.log(line('GET games/seeds (auth)', authed));
    console.log(line('POST dice/bet', bets));
    const ratio = rate(bets) / rate(get);
    console.log('');
    console.log(
      `Dice: ${rate(bets).toFixed(0)} bets/s (target ≥ 1500: ${rate(bets) >= 1500 ? 'met' : 'NOT met'}), ` +
        `${(ratio * 100).toFixed(1)}% of the trivial GET (target ≥ 10%: ${ratio >= 0.1 ? 'met' : 'NOT met'}), p99 ${bets.p99.toFixed(1)} ms.`,
    );
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
