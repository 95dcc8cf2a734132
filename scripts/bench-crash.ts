/**
 * npm run bench:crash — crash's real-time fan-out and its cash-outs on a throwaway PostgreSQL 15 cluster (events
 * over LISTEN/NOTIFY), in one run: N WebSocket clients subscribed to the crash topic, receiving its 10 Hz ticks,
 * first spread over 2 API processes, then all on 1 (the second stopped). Tick lag = the client's clock when a tick
 * arrives minus the server time `t` the leader put in the tick (one machine, one clock); also shown, the part after
 * the API process stamped the event for its sockets (`server_time`). The clients run in child processes of their
 * own, raw WebSocket frames over TCP (bench/raw-socket.ts) whose stamps are read from the bytes: they share the
 * cores with the servers, so what they cost is printed (CPU, CPU per tick, their own event-loop delay), with the
 * load average, the servers' and PostgreSQL's CPU (from /proc) and the 1-process ÷ 2-process ratios. Then cash-outs per second:
 * P players bet in one round and all cash out through both processes at once; every bet is then checked against the
 * ledger (one stake, one win equal to its payout, the player's balance, the books balanced).
 *
 *   npm run bench:crash -- [--clients 5000] [--seconds 15] [--players 100] [--client-processes 2] [--profile DIR]
 *
 * `--profile DIR` writes a CPU profile of each API process and each client child there (open them in Chrome's
 * DevTools): where the servers' fan-out and the generator's time go, separately.
 *
 * Goal (issue 14): tick lag p99 ≤ 50 ms at 5,000 clients. Run it on a quiet machine, with `ulimit -n` well above
 * the client count (each socket is a descriptor in a client child and one in a server): a client that could not
 * connect shows as "connected" below the count asked for.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AUTH_API, TokenAnswer } from '../contract/api/auth';
import { CRASH_API, CrashBetAnswer } from '../contract/api/crash';
import { pathOf } from '../contract/api/endpoint';
import { PROFILE_API, ProfileAnswer } from '../contract/api/profile';
import { REALTIME_SOCKET_PATH } from '../contract/api/realtime';
import { crashPayout } from '../contract/games/rules/crash';
import { toMinor } from '../contract/money';
import { CRASH_TOPIC } from '../contract/realtime/crash';
import { openDb } from '../server/db/open';
import { createPgCluster } from '../server/test/pg-cluster';
import { type SpawnedServer, spawnServer } from '../server/test/spawn-server';
import { rowsOf } from '../server/wallet/ledger';
import { checkLedger } from '../server/wallet/reconcile';
import { createWalletService } from '../server/wallet/service';
import { reportFigure } from './bench/figure';
import { openRawSocket, type RawSocket } from './bench/raw-socket';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '15' },
    players: { type: 'string', default: '100' },
    'client-processes': { type: 'string', default: '2' },
    /** A directory for V8 CPU profiles of the API processes and of the client children (`node --cpu-prof`). */
    profile: { type: 'string' },
    /** Internal: this process is a client child. */
    'client-child': { type: 'boolean', default: false },
  },
});

/** Lag histograms: 1 ms buckets up to this; beyond it only the count and the max. */
const BUCKETS = 10_000;
const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Lags {
  counts: number[];
  over: number;
  max: number;
  ticks: number;
}
const emptyLags = (): Lags => ({ counts: new Array(BUCKETS).fill(0), over: 0, max: 0, ticks: 0 });

function record(lags: Lags, ms: number) {
  const lag = Math.max(0, ms);
  lags.ticks++;
  if (lag > lags.max) lags.max = lag;
  if (lag < BUCKETS) (lags.counts[lag] as number)++;
  else lags.over++;
}

// ---------------------------------------------------------------- the client child

interface ChildPlan {
  ports: number[];
  count: number;
}

/** What a client child measured: each tick's lag, and the part of it after the API process stamped the event. */
interface ChildResult {
  /** The tick's server time (`t`, when the leader computed it) to its arrival. */
  lags: Lags;
  /** The hub's `server_time` (when this API process wrote the event to its sockets) to its arrival. */
  fanOut: Lags;
  /** This child's own event-loop delay p99 (ms): how late it could have been reading what had arrived. */
  loopDelayP99: number;
  open: number;
  subscribed: number;
}

/** Every event of the crash topic begins so (server/realtime/hub.ts writes these keys first). */
const EVENT_HEAD = Buffer.from(`{"type":"event","topic":"${CRASH_TOPIC}","server_time":`);
const TICK_HEAD = Buffer.from(',"data":{"type":"tick",');
const SNAPSHOT_HEAD = Buffer.from('{"type":"snapshot"');
const T_KEY = Buffer.from('"t":');

/** The decimal digits at `at` as a number (the stamps are epoch milliseconds: exact in a double). */
function digitsAt(data: Buffer, at: number, end: number): { value: number; next: number } {
  let value = 0;
  let i = at;
  for (; i < end; i++) {
    const c = data[i] as number;
    if (c < 48 || c > 57) break;
    value = value * 10 + c - 48;
  }
  return { value, next: i };
}

const startsWith = (data: Buffer, at: number, end: number, head: Buffer) =>
  end - at >= head.length && data.compare(head, 0, head.length, at, at + head.length) === 0;

/**
 * Opens `count` raw sockets over `ports` (round-robin, 100 at a time), subscribes each to crash and records each
 * tick's lag. A tick's stamps are read from the bytes of its frame, never parsed as JSON: the generator shares the
 * cores with the servers it measures, so it has to be cheap (its CPU and event-loop delay are reported).
 */
async function clientChild(): Promise<void> {
  const plan = await new Promise<ChildPlan>((resolve) => process.once('message', (m) => resolve(m as ChildPlan)));
  const lags = emptyLags();
  const fanOut = emptyLags();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let measuring = false;
  let subscribed = 0;
  const sockets: RawSocket[] = [];
  const onText = (data: Buffer, start: number, end: number, receivedAt: number) => {
    if (!startsWith(data, start, end, EVENT_HEAD)) {
      if (startsWith(data, start, end, SNAPSHOT_HEAD)) subscribed++;
      return;
    }
    if (!measuring) return;
    const stamped = digitsAt(data, start + EVENT_HEAD.length, end);
    if (!startsWith(data, stamped.next, end, TICK_HEAD)) return;
    const key = data.lastIndexOf(T_KEY, end - 1);
    if (key < stamped.next) return;
    record(lags, receivedAt - digitsAt(data, key + T_KEY.length, end).value);
    record(fanOut, receivedAt - stamped.value);
  };
  const connect = (port: number) =>
    new Promise<void>((resolve) => {
      const socket = openRawSocket({
        port,
        path: REALTIME_SOCKET_PATH,
        host: `api.localhost:${port}`,
        onOpen: () => {
          socket.send(JSON.stringify({ type: 'subscribe', topic: CRASH_TOPIC }));
          resolve();
        },
        onText,
        onClose: () => resolve(),
      });
      sockets.push(socket);
    });
  for (let i = 0; i < plan.count; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(plan.count, i + 100); j++)
      batch.push(connect(plan.ports[j % plan.ports.length] as number));
    await Promise.all(batch);
  }
  process.send?.({ type: 'connected', open: sockets.filter((s) => s.open).length });
  process.on('message', (m: { type: string }) => {
    if (m.type === 'start') {
      measuring = true;
      loop.enable();
    }
    if (m.type === 'stop') {
      measuring = false;
      loop.disable();
      const result: ChildResult = {
        lags,
        fanOut,
        loopDelayP99: loop.percentile(99) / 1e6,
        open: sockets.filter((s) => s.open).length,
        subscribed,
      };
      process.send?.({ type: 'lags', ...result });
      for (const socket of sockets) socket.close();
      setTimeout(() => process.exit(0), 100);
    }
  });
}

// ---------------------------------------------------------------- the parent

/** A process's `/proc/PID/stat` fields after its name (field 3 on, so index 0 is the state), or null once it is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU (user + system) of a process so far, in microseconds; 0 once it is gone. */
function cpuMicros(pid: number | undefined): number {
  const fields = pid ? statFields(pid) : null;
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10_000 : 0;
}

/**
 * CPU of this bench's PostgreSQL cluster so far, in microseconds: the postmaster, the backends that exited (the
 * kernel adds a reaped child's time to its parent's) and the backends alive now. Other clusters on the machine
 * (tests running beside the bench) are not counted.
 */
function clusterCpuMicros(postmaster: number): number {
  const own = statFields(postmaster);
  if (!own) return 0;
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) * 10_000;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = statFields(pid);
    if (fields && Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) * 10_000;
  }
  return total;
}

function percentile(lags: Lags, p: number): number {
  const rank = Math.ceil((p / 100) * lags.ticks);
  let seen = 0;
  for (let ms = 0; ms < BUCKETS; ms++) {
    seen += lags.counts[ms] as number;
    if (seen >= rank) return ms;
  }
  return lags.max;
}

function merge(all: Lags[]): Lags {
  const merged = emptyLags();
  for (const lags of all) {
    for (let i = 0; i < BUCKETS; i++) (merged.counts[i] as number) += lags.counts[i] as number;
    merged.over += lags.over;
    merged.max = Math.max(merged.max, lags.max);
    merged.ticks += lags.ticks;
  }
  return merged;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

interface TickRun {
  p50: number;
  p99: number;
  /** Each API process's CPU, as a share of one core. */
  apiCpu: number[];
  clientCpu: number;
  ticks: number;
}

/** N clients over `servers`, in child processes; measures for `seconds`; prints lag and the servers' CPU. */
async function measureTicks(
  label: string,
  servers: SpawnedServer[],
  postmaster: number,
  clients: number,
  seconds: number,
): Promise<TickRun> {
  const processes = Math.max(1, Number(values['client-processes']));
  const children: ChildProcess[] = [];
  const connected: Promise<number>[] = [];
  for (let i = 0; i < processes; i++) {
    const child = fork(fileURLToPath(import.meta.url), ['--client-child'], {
      execArgv: ['--import', 'tsx', ...profiling],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const count = Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);
    connected.push(new Promise((resolve) => child.once('message', (m) => resolve((m as { open: number }).open))));
    child.send({ ports: servers.map((server) => server.port), count } satisfies ChildPlan);
  }
  const open = (await Promise.all(connected)).reduce((sum, n) => sum + n, 0);
  if (open < clients) console.warn(`Only ${open} of ${clients} sockets connected (ulimit -n? the servers' log?)`);
  // Let the snapshots settle before measuring.
  await sleep(1000);
  const loadBefore = load();
  const cpuBefore = servers.map((server) => cpuMicros(server.child.pid));
  const clientsBefore = children.map((child) => cpuMicros(child.pid));
  const pgBefore = clusterCpuMicros(postmaster);
  const started = performance.now();
  for (const child of children) child.send({ type: 'start' });
  await sleep(seconds * 1000);
  const clientsAfter = children.map((child) => cpuMicros(child.pid));
  const results = await Promise.all(
    children.map(
      (child) =>
        new Promise<ChildResult>((resolve) => {
          child.on('message', (m) => {
            const message = m as ChildResult & { type: string };
            if (message.type === 'lags') resolve(message);
          });
          child.send({ type: 'stop' });
        }),
    ),
  );
  const elapsedUs = (performance.now() - started) * 1000;
  const apiCpu = servers.map((server, i) => (cpuMicros(server.child.pid) - (cpuBefore[i] as number)) / elapsedUs);
  const pgCpu = (clusterCpuMicros(postmaster) - pgBefore) / elapsedUs;
  const clientCpu = clientsAfter.reduce((sum, after, i) => sum + after - (clientsBefore[i] as number), 0) / elapsedUs;
  const lags = merge(results.map((r) => r.lags));
  const fanOut = merge(results.map((r) => r.fanOut));
  const stillOpen = results.reduce((sum, r) => sum + r.open, 0);
  const subscribed = results.reduce((sum, r) => sum + r.subscribed, 0);
  const loopDelay = Math.max(...results.map((r) => r.loopDelayP99));
  const p50 = percentile(lags, 50);
  const p99 = percentile(lags, 99);
  console.log(
    `\n${label}: ${clients} clients (${open} connected, ${subscribed} subscribed, ${stillOpen} still open at the end), ${seconds} s`,
  );
  console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after (${cpus().length} cores)`);
  console.log(`  ticks received: ${lags.ticks} (${(lags.ticks / seconds).toFixed(0)}/s)`);
  console.log(`  tick lag (the tick's server time t to its arrival): p50 ${p50} ms, p99 ${p99} ms, max ${lags.max} ms`);
  console.log(
    `    of which after the API process stamped the event (its write to the sockets, the kernel, the client's read): ` +
      `p50 ${percentile(fanOut, 50)} ms, p99 ${percentile(fanOut, 99)} ms`,
  );
  // CPU per tick delivered: what each side costs whatever else the shared machine runs.
  const perTick = (share: number) =>
    `${((share * elapsedUs) / Math.max(1, lags.ticks)).toFixed(1)} µs per tick delivered`;
  const apiTotal = apiCpu.reduce((sum, share) => sum + share, 0);
  console.log(
    `  CPU (share of one core): ${servers.map((s, i) => `API ${s.port} ${percent(apiCpu[i] as number)}`).join(', ')} ` +
      `(${perTick(apiTotal)}), PostgreSQL ${percent(pgCpu)}`,
  );
  console.log(
    `  the client generator (${processes} processes, raw frames, stamps read from the bytes): ${percent(clientCpu)} CPU ` +
      `(${perTick(clientCpu)}), event-loop delay p99 ${loopDelay.toFixed(1)} ms (how late it may have read a tick that had arrived)`,
  );
  reportFigure({
    name: `crash tick lag p99, ${clients} clients, ${servers.length} API process(es)`,
    value: p99,
    unit: 'ms',
    target: clients >= 5000 ? '≤ 50' : null,
    met: clients >= 5000 ? p99 <= 50 : null,
  });
  return { p50, p99, apiCpu, clientCpu, ticks: lags.ticks };
}

/** How the 1-process run compares with the 2-process one. */
function printRatios(two: TickRun, one: TickRun) {
  const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
  console.log('\n1 process ÷ 2 processes:');
  console.log(`  tick lag p50 ${ratio(one.p50, two.p50)}, p99 ${ratio(one.p99, two.p99)}`);
  console.log(
    `  API CPU: the one process ${ratio(sum(one.apiCpu), Math.max(...two.apiCpu))} of the busier of the two, ` +
      `${ratio(sum(one.apiCpu), sum(two.apiCpu))} of the two together; client generator ${ratio(one.clientCpu, two.clientCpu)}`,
  );
  console.log(
    `  API CPU per tick delivered ${ratio(sum(one.apiCpu) / Math.max(1, one.ticks), sum(two.apiCpu) / Math.max(1, two.ticks))}`,
  );
}

async function main() {
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const playerCount = Number(values.players);
  console.log(`Crash bench: ${clients} WebSocket clients, ${seconds} s per setup, ${playerCount} players cashing out`);

  const cluster = await createPgCluster();
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const servers: SpawnedServer[] = [];
  let database: Awaited<ReturnType<typeof openDb>> | undefined;
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      CRASH_CHAIN_LENGTH: '5000',
      CRASH_BETTING_MS: '3000',
      AUTH_RATE_LIMIT_PER_MIN: '1000000',
      CODE_SENDS_PER_IP_PER_HOUR: '1000000',
      ROOMS_ROUNDS: 'false',
      LOG_LEVEL: 'warn',
    };
    // A profiled server goes through a shell that execs node with the flags (same pid, so its CPU is still read).
    const prefix = values.profile ? ['/bin/sh', '-c', `exec "$0" ${profiling.join(' ')} "$@"`] : [];
    const first = await spawnServer(env, prefix);
    servers.push(first);
    await first.ready(120_000);
    const second = await spawnServer(env, prefix);
    servers.push(second);
    await second.ready(120_000);
    database = await openDb({ databaseUrl, poolSize: 4 });

    const two = await measureTicks('2 API processes', [first, second], cluster.postmasterPid(), clients, seconds);
    await cashOuts(database.db, [first, second], playerCount);

    await second.stop('SIGTERM');
    servers.pop();
    const one = await measureTicks('1 API process', [first], cluster.postmasterPid(), clients, seconds);
    printRatios(two, one);
  } finally {
    // A profile is written at a clean exit only.
    for (const server of servers) await server.stop(values.profile ? 'SIGTERM' : 'SIGKILL').catch(() => undefined);
    await database?.close();
    cluster.remove();
  }
}

type Db = Awaited<ReturnType<typeof openDb>>['db'];

/** Players bet in one round; once it runs they all cash out at once through both processes; then the books. */
async function cashOuts(db: Db, servers: SpawnedServer[], count: number) {
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(text));
  const wallet = createWalletService(db);
  const FUNDS = 100_000n;
  const players = [];
  for (let i = 0; i < count; i++) {
    const server = servers[i % servers.length] as SpawnedServer;
    const registered = await server.api(AUTH_API.registerEmail.path, {
      method: 'POST',
      body: {
        email: `bench-${randomUUID()}@example.com`,
        password: 'password1',
        currency: 'RUB',
        adult_confirmed: true,
        agreement_accepted: true,
      },
    });
    if (registered.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(registered.body)}`);
    const auth = { authorization: `Bearer ${TokenAnswer.parse(registered.body).token}` };
    const me = ProfileAnswer.parse((await server.api(PROFILE_API.user.path, { headers: auth })).body);
    await wallet.credit({
      userId: me.data.id,
      currency: 'RUB',
      amountMinor: FUNDS,
      kind: 'adjustment',
      idempotencyKey: `bench:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    players.push({ auth, userId: me.data.id, server });
  }

  // A round still taking bets for a second or more that runs past 3.00× (time to cash out before the bust).
  let round: { id: number; bust: number; running_at: number; bust_at: number } | undefined;
  const deadline = Date.now() + 120_000;
  while (!round) {
    if (Date.now() > deadline) throw new Error('No crash round busting at 3.00× or above came in two minutes');
    const [open] = await query<{ id: number; bust: number; running_at: number; bust_at: number }>(
      sql`SELECT id::float8 AS id, bust, running_at::float8 AS running_at, bust_at::float8 AS bust_at
          FROM crash_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1`,
    );
    if (open && open.running_at - Date.now() > 1000 && open.bust >= 300) round = open;
    else await sleep(100);
  }
  const bets = await Promise.all(
    players.map(async (player) => {
      const answer = await player.server.api(CRASH_API.bet.path, {
        method: 'POST',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        body: { amount: '1.00' },
      });
      if (answer.status !== 200) throw new Error(`Bet refused: ${JSON.stringify(answer.body)}`);
      return { ...player, betId: CrashBetAnswer.parse(answer.body).data.bet.id };
    }),
  );
  while (Date.now() < round.running_at + 300) await sleep(10);
  const sent = performance.now();
  let last = sent;
  const answers = await Promise.all(
    bets.map(async (bet, i) => {
      const server = servers[i % servers.length] as SpawnedServer;
      const answer = await server.api(pathOf(CRASH_API.cashout.path, { id: bet.betId }), {
        method: 'POST',
        headers: { ...bet.auth, 'idempotency-key': randomUUID() },
      });
      last = Math.max(last, performance.now());
      return answer.status;
    }),
  );
  const cashed = answers.filter((status) => status === 200).length;
  const rate = cashed / Math.max(0.001, (last - sent) / 1000);
  while (Date.now() < round.bust_at + 2000) await sleep(200);

  // Settlement: each bet one stake and at most one win equal to its payout; each balance; the books.
  const problems: string[] = [];
  const settled = await query<{ id: number; user_id: number; status: string; cashout: number | null; payout: string }>(
    sql`SELECT id::float8 AS id, user_id, status, cashout, payout_minor::text AS payout FROM crash_bets
        WHERE round_id = ${round.id}`,
  );
  const byBet = new Map(settled.map((row) => [Number(row.id), row]));
  for (const bet of bets) {
    const row = byBet.get(bet.betId);
    if (!row) {
      problems.push(`bet ${bet.betId}: missing`);
      continue;
    }
    const payout = row.status === 'cashed_out' ? crashPayout(100n, Number(row.cashout)) : 0n;
    if (BigInt(row.payout) !== payout) problems.push(`bet ${bet.betId}: payout ${row.payout}, expected ${payout}`);
    const txs = await query<{ kind: string; amount: string }>(
      sql`SELECT kind, amount_minor::text AS amount FROM ledger_transactions WHERE reference = ${`round:crash:${bet.betId}`}`,
    );
    const stakes = txs.filter((tx) => tx.kind === 'bet').length;
    const wins = txs.filter((tx) => tx.kind === 'win').map((tx) => BigInt(tx.amount));
    if (stakes !== 1) problems.push(`bet ${bet.betId}: ${stakes} stakes`);
    if (payout > 0n ? wins.length !== 1 || wins[0] !== payout : wins.length !== 0) {
      problems.push(`bet ${bet.betId}: wins ${wins.join(',')} for a payout of ${payout}`);
    }
    const profile = ProfileAnswer.parse((await bet.server.api(PROFILE_API.user.path, { headers: bet.auth })).body);
    const expected = FUNDS - 100n + payout;
    const balance = toMinor(profile.data.balance, 'RUB');
    if (balance !== expected) problems.push(`player ${bet.userId}: balance ${balance}, expected ${expected}`);
  }
  const ledger = await checkLedger(db);
  problems.push(...ledger.problems);
  console.log(`\nCash-outs: ${count} players, round ${round.id} (bust ${(round.bust / 100).toFixed(2)}×)`);
  console.log(
    `  ${cashed} of ${bets.length} cashed out in ${((last - sent) / 1000).toFixed(2)} s: ${rate.toFixed(0)}/s`,
  );
  console.log(
    `  settlement: ${problems.length === 0 ? 'correct (every bet, balance and the books check out)' : 'WRONG'}`,
  );
  for (const problem of problems.slice(0, 20)) console.log(`    ${problem}`);
  reportFigure({
    name: 'crash cash-outs/s (2 API processes)',
    value: Math.round(rate),
    unit: '/s',
    target: null,
    met: null,
  });
  if (problems.length > 0) process.exitCode = 1;
}

if (values['client-child']) await clientChild();
else await main();
