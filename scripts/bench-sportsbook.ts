/**
 * npm run bench:sportsbook — in one run, on a throwaway PostgreSQL 15 cluster: the book's live odds fanned out to
 * N connected WebSocket clients (default 2,000) with each message's lag, and sports bets accepted per second
 * through the whole HTTP path (auth, validation, the legs read under a share lock, pricing, limits, the bet, its
 * legs and the stake's ledger transaction) while the odds are moving.
 *
 * The odds: every 1/rate s the bench publishes one sync's changes (`--batch` prices) through the same call the
 * feed runner makes (server/sports/live.ts) on this process's bus; the hub sends them to every socket holding the
 * `sports` topic. The clients are a child process (N sockets, each subscribed); a message's lag is the client's
 * receipt time minus the `server_time` the hub stamped on it before writing it to the sockets: the fan-out itself,
 * the kernel and the client's parse (one machine, one clock). The bets: the load generator (scripts/load-generator.ts)
 * in another child process, keep-alive connections sending singles under the `any` policy, each with its own
 * Idempotency-Key. All three share the machine's cores: read the figures with the load average.
 *
 *   npm run bench:sportsbook -- [--clients 2000] [--seconds 10] [--rate 10] [--batch 100] [--concurrency 16] [--players 16]
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { REALTIME_SOCKET_PATH } from '../contract/api/realtime';
import { SPORTS_TOPIC, type SportsChanges } from '../contract/realtime/sports';
import type { FeedAdapter, FeedEvent } from '../server/sports/feed/adapter';
import { reportFigure } from './bench/figure';
import { type LoadPlan, type LoadResult, runLoad } from './load-generator';

const { values } = parseArgs({
  options: {
    load: { type: 'string' },
    sockets: { type: 'string' },
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '10' },
    batch: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
    players: { type: 'string', default: '16' },
  },
});

interface SocketsPlan {
  port: number;
  clients: number;
}
interface SocketsResult {
  /** Sockets that got the topic's snapshot. */
  subscribed: number;
  messages: number;
  selections: number;
  p50: number;
  p99: number;
  max: number;
}

/** One live match with its 1X2 market: the book the bets are placed on. */
const benchMatch: FeedEvent = {
  id: 'bench',
  league: { id: 'bench-league', sport: 'football', country: 'GB', name: 'Bench League' },
  kind: 'match',
  name: 'Bench Home v Bench Away',
  home: 'Bench Home',
  away: 'Bench Away',
  startsAt: new Date(),
  status: 'live',
  clock: "1H 10'",
  score: { home: 0, away: 0 },
  result: null,
  markets: [
    {
      id: '1x2',
      kind: 'match_result',
      lineQuarters: null,
      places: null,
      suspended: null,
      selections: [
        { key: 'home', name: 'home', fairOdds: 2000 },
        { key: 'draw', name: 'draw', fairOdds: 3500 },
        { key: 'away', name: 'away', fairOdds: 4000 },
      ],
    },
  ],
};
const benchFeed: FeedAdapter = {
  name: 'bench',
  snapshot: async () => [structuredClone(benchMatch)],
  event: async () => structuredClone(benchMatch),
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

// ---------------------------------------------------------------- the clients (a child process)

/** The hub writes `type`, `topic` and `server_time` before `data` (server/realtime/hub.ts `prepare`). */
const STAMPED_EVENT = /^\{"type":"event","topic":"[^"]+","server_time":(\d+),/;

/** Opens the sockets, subscribes each, says READY, then records every event's lag until stdin closes. */
async function runSockets(plan: SocketsPlan): Promise<void> {
  const lags: number[] = [];
  let countedMessages = 0;
  let countedSelections = 0;
  let subscribed = 0;
  const sockets: WebSocket[] = [];
  const opening: Promise<void>[] = [];
  for (let i = 0; i < plan.clients; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${plan.port}${REALTIME_SOCKET_PATH}`, {
      headers: { host: `api.localhost:${plan.port}` },
    });
    sockets.push(socket);
    opening.push(
      new Promise<void>((resolve, reject) => {
        const counting = i === 0;
        socket.on('message', (data) => {
          const text = String(data);
          // An event's stamp is read from its head: the clients share this machine's two cores with the server,
          // and parsing every copy of a 100-price message would measure this process, not the fan-out. The first
          // socket parses its copies whole, to count the prices each message carries.
          const event = STAMPED_EVENT.exec(text.slice(0, 120));
          if (event) {
            lags.push(Date.now() - Number(event[1]));
            if (counting) {
              const message = JSON.parse(text) as { data?: SportsChanges };
              countedMessages++;
              countedSelections += message.data?.selections.length ?? 0;
            }
            return;
          }
          const message = JSON.parse(text) as { type: string };
          if (message.type === 'hello') socket.send(JSON.stringify({ type: 'subscribe', topic: SPORTS_TOPIC }));
          else if (message.type === 'snapshot') {
            subscribed++;
            resolve();
          }
        });
        socket.on('error', reject);
      }),
    );
    // Opening thousands at once overflows the listen backlog: a few dozen at a time.
    if (i % 50 === 49) await Promise.all(opening.slice(-50));
  }
  await Promise.all(opening);
  process.stdout.write('READY\n');
  await new Promise((resolve) => process.stdin.on('close', resolve).resume());
  for (const socket of sockets) socket.terminate();
  lags.sort((a, b) => a - b);
  const result: SocketsResult = {
    subscribed,
    messages: lags.length,
    selections: countedMessages === 0 ? 0 : Math.round((countedSelections / countedMessages) * lags.length),
    p50: percentile(lags, 0.5),
    p99: percentile(lags, 0.99),
    max: lags.at(-1) ?? 0,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function child(args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    [...process.execArgv.filter((a) => !a.startsWith('--cpu-prof')), fileURLToPath(import.meta.url), ...args],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
}

function lastLine<T>(process: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    let out = '';
    process.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    process.on('error', reject);
    process.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`a bench child exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as T);
    });
  });
}

// ---------------------------------------------------------------- the server side (this process)

async function main() {
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const rate = Number(values.rate);
  const batch = Number(values.batch);
  const concurrency = Number(values.concurrency);
  const playerCount = Number(values.players);

  const [{ default: pgSetup }, { buildApp }, { readConfig }, { openDb }, { createWalletService }, pg] =
    await Promise.all([
      import('../server/test/pg-global-setup'),
      import('../server/app'),
      import('../server/config'),
      import('../server/db/open'),
      import('../server/wallet/service'),
      import('pg'),
    ]);
  const { AUTH_API } = await import('../contract/api/auth');
  const { PROFILE_API } = await import('../contract/api/profile');
  const { SPORTS_API } = await import('../contract/api/sports');
  const { createLocalBus } = await import('../server/realtime/bus');
  const { publishSportsChanges } = await import('../server/sports/live');
  const { createBookSync } = await import('../server/sports/book/sync');
  const { checkLedger } = await import('../server/wallet/reconcile');

  const provided = new Map<string, string>();
  console.log('Starting a throwaway PostgreSQL 15 cluster (fsync and synchronous_commit off, as in the tests)…');
  const stopCluster = await pgSetup({
    provide: (key: string, value: unknown) => provided.set(key, String(value)),
  } as never);
  const admin = new pg.default.Client({ connectionString: provided.get('pgAdminUrl') });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(provided.get('pgSocketUrl') ?? '');
  url.pathname = '/bench';

  const database = await openDb({ databaseUrl: url.toString(), poolSize: 16 });
  const bus = createLocalBus();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const config = {
      ...readConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        // The bench publishes the odds itself; the simulator would write beside it.
        SPORTS_FEED: 'off',
        AUTH_RATE_LIMIT_PER_MIN: '1000000',
        MIRROR_SIGNING_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'der' })
          .toString('base64'),
      }),
      databaseUrl: url.toString(),
      siteDir: '/nonexistent-bench-site',
    };
    app = await buildApp({ db: database.db, config, logger: false, bus });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const wallet = createWalletService(database.db);

    // A live match in the book (a feed of one event the bench holds), and its home win to bet on.
    await createBookSync(database.db, benchFeed).sync(new Date());
    const events = await app.inject({
      method: 'GET',
      url: `${SPORTS_API.events.path}?state=live`,
      headers: { host: 'api.localhost' },
    });
    const home = (events.json() as { data: { items: { main_market: { selections: { id: number }[] } }[] } }).data
      .items[0]?.main_market.selections[0]?.id;
    if (!home) throw new Error(`No live selection: ${events.body}`);

    const tokens: string[] = [];
    for (let i = 0; i < playerCount; i++) {
      const res = await app.inject({
        method: 'POST',
        url: AUTH_API.registerEmail.path,
        headers: { host: 'api.localhost' },
        payload: {
          email: `sports-bench-${i}-${randomUUID()}@example.com`,
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
      await wallet.credit({
        userId: (me.json() as { data: { id: number } }).data.id,
        currency: 'RUB',
        amountMinor: 100_000_000n,
        kind: 'adjustment',
        idempotencyKey: `sports-bench-fund-${i}`,
        counterparty: 'adjustments',
      });
      tokens.push(token);
    }

    console.log(`Connecting ${clients} WebSocket clients, each subscribed to '${SPORTS_TOPIC}'…`);
    const sockets = child(['--sockets', JSON.stringify({ port, clients } satisfies SocketsPlan)]);
    const socketsDone = lastLine<SocketsResult>(sockets);
    await new Promise<void>((resolve) => {
      const wait = (chunk: Buffer) => {
        if (!String(chunk).includes('READY')) return;
        sockets.stdout?.off('data', wait);
        resolve();
      };
      sockets.stdout?.on('data', wait);
    });

    console.log(
      `For ${seconds} s: ${rate} syncs/s of ${batch} prices each to every socket, and singles from ${concurrency} connections…`,
    );
    const plan: LoadPlan = {
      port,
      method: 'POST',
      path: SPORTS_API.placeBet.path,
      tokens,
      body: JSON.stringify({ legs: [{ selection_id: home, odds: '1.50' }], stake: '10', odds_policy: 'any' }),
      concurrency,
      seconds,
      maxRequests: 1_000_000,
    };
    const betsDone = lastLine<LoadResult>(child(['--load', JSON.stringify(plan)]));
    let published = 0;
    const started = Date.now();
    while (Date.now() - started < seconds * 1000) {
      const at = Date.now();
      const changes: SportsChanges = {
        events: [],
        markets: [],
        selections: Array.from({ length: batch }, (_, i) => ({
          id: 1_000_000 + i,
          odds: (1.5 + ((published + i) % 100) / 100).toFixed(2),
        })),
        listed: 0,
      };
      await publishSportsChanges(bus, changes, console);
      published++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / rate - (Date.now() - at))));
    }
    const bets = await betsDone;
    // Let the last messages arrive, then stop the clients.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sockets.stdin?.end();
    const fanned = await socketsDone;

    const expected = published * fanned.subscribed;
    const oddsPerSecond = fanned.selections / seconds;
    const betsPerSecond = bets.ok / bets.seconds;
    console.log('');
    console.log(
      `Odds: ${published} messages × ${batch} prices published, ${fanned.subscribed} sockets subscribed; ` +
        `${fanned.messages} of ${expected} deliveries arrived.`,
    );
    console.log(
      `      ${Math.round(oddsPerSecond)} odds updates/s delivered in all (${(fanned.messages / seconds).toFixed(0)} messages/s); ` +
        `lag p50 ${fanned.p50} ms, p99 ${fanned.p99} ms, max ${fanned.max} ms.`,
    );
    console.log(
      `Bets: ${betsPerSecond.toFixed(0)} accepted/s, p50 ${bets.p50.toFixed(1)} ms, p99 ${bets.p99.toFixed(1)} ms ` +
        `(${bets.requests} requests; statuses ${JSON.stringify(bets.statuses)}).`,
    );
    reportFigure({
      name: `sportsbook: odds updates/s to ${fanned.subscribed} sockets`,
      value: Math.round(oddsPerSecond),
      unit: 'updates/s',
      target: null,
      met: null,
    });
    reportFigure({ name: 'sportsbook: odds fan-out lag p99', value: fanned.p99, unit: 'ms', target: null, met: null });
    reportFigure({
      name: 'sportsbook: bets accepted/s while odds move',
      value: Math.round(betsPerSecond),
      unit: 'bets/s',
      target: null,
      met: null,
    });
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
} else if (values.sockets) {
  await runSockets(JSON.parse(values.sockets) as SocketsPlan);
} else {
  await main();
}
