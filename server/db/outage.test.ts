import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { HEALTH_API } from '../../contract/api/health';
import { WALLET_API } from '../../contract/api/wallet';
import { type ApiAnswer, type SpawnedServer, spawnServer } from '../test/spawn-server';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

const adminUrl = inject('pgAdminUrl');
const OPERATOR_TOKEN = 'operator-token-for-outage-tests';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database error must reach the client as "come back soon", never as a 4xx or an opaque 500. */
function expectUnavailable(answer: { status: number; headers: Record<string, unknown>; body: { code?: string } }) {
  expect(answer.status).toBe(503);
  expect(answer.body.code).toBe('database_unavailable');
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

/** What clients see while the database is down: the calls in flight and new ones answer 503, quickly. */
async function expectOutage(server: SpawnedServer, inFlight: Promise<ApiAnswer>[]) {
  for (const answer of await Promise.all(inFlight)) expectUnavailable(answer);
  expect(server.exited()).toBeUndefined();
  const list = await server.api(BILLING_API.operatorPayouts.path, { headers: operator });
  expectUnavailable(list);
  expect(list.ms).toBeLessThan(1000);
  // An adjustment is not refused as "No such player" (a 4xx the operator would not retry).
  const adjust = await server.api(WALLET_API.operatorAdjust.path, {
    method: 'POST',
    headers: { ...operator, 'idempotency-key': 'outage-adjust-1' },
    body: { user_id: 1, amount: '10.00', account: 'cash', reason: 'outage test' },
  });
  expectUnavailable(adjust);
  expect(adjust.ms).toBeLessThan(1000);
  const ready = await server.api(HEALTH_API.ready.path);
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual({ status: 'unavailable', database: 'unreachable' });
  expect(ready.ms).toBeLessThan(2500);
}

/** Polls until a call that reads the database succeeds; fails if that takes longer than `ms`. */
async function expectServingWithin(server: SpawnedServer, ms: number) {
  const back = performance.now();
  let status = 0;
  while (status !== 200 && performance.now() - back < ms + 3_000) {
    status = (await server.api(BILLING_API.operatorPayouts.path, { headers: operator })).status;
    if (status !== 200) await sleep(50);
  }
  expect(status).toBe(200);
  expect(performance.now() - back).toBeLessThan(ms);
}

// PostgreSQL's connections (the server-pg project): PGlite lives inside the process and cannot go away.
describe.runIf(adminUrl)('the server rides through PostgreSQL outages', () => {
  let proxy: TcpProxy;
  let databaseUrl: string;
  const servers: SpawnedServer[] = [];
  const start = async () => {
    const server = await spawnServer({
      DATABASE_URL: databaseUrl,
      OPERATOR_TOKEN,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: '2000',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    const admin = new URL(adminUrl as string);
    const name = `outage_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port) });
    databaseUrl = `postgres://postgres@127.0.0.1:${proxy.port}/${name}`;
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await proxy?.close();
  });

  it('keeps running when connections die mid-transaction, answers 503 while the database is down and serves again within 2 s', {
    timeout: 120_000,
  }, async () => {
    const server = await start();
    await server.ready();
    expect((await server.api(BILLING_API.operatorPayouts.path, { headers: operator })).status).toBe(200);

    // Requests whose transactions hold a connection when the database goes away.
    proxy.freeze();
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      server.api(pathOf(BILLING_API.operatorPayoutAction.path, { id: 999999, action: 'approve' }), {
        method: 'POST',
        headers: { ...operator, 'idempotency-key': `outage-approve-${i}` },
      }),
    );
    await sleep(500);
    await proxy.cut();
    try {
      await expectOutage(server, inFlight);
    } finally {
      await proxy.restore();
    }
    await expectServingWithin(server, 2_000);
    expect((await server.api(HEALTH_API.ready.path)).status).toBe(200);
    expect(server.exited()).toBeUndefined();
  });

  it('answers a frozen database with 503 after its query timeout, then at once, instead of hanging', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    await server.ready();
    proxy.freeze();
    try {
      const answer = await server.api(BILLING_API.operatorPayouts.path, { headers: operator, timeoutMs: 10_000 });
      expectUnavailable(answer);
      expect(answer.ms).toBeLessThan(4_000);
      // Known to be away now: the next calls do not wait for a timeout of their own.
      for (let i = 0; i < 3; i++) {
        const next = await server.api(BILLING_API.operatorPayouts.path, { headers: operator, timeoutMs: 10_000 });
        expectUnavailable(next);
        expect(next.ms).toBeLessThan(1_000);
      }
    } finally {
      await proxy.restore();
    }
    await expectServingWithin(server, 2_000);
    expect(server.exited()).toBeUndefined();
  });

  it('answers an adjustment that meets the outage first with 503, not 422 "No such player"', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    await server.ready();
    await proxy.cut();
    try {
      const adjust = await server.api(WALLET_API.operatorAdjust.path, {
        method: 'POST',
        headers: { ...operator, 'idempotency-key': 'outage-adjust-first' },
        body: { user_id: 1, amount: '10.00', account: 'cash', reason: 'outage test' },
      });
      expectUnavailable(adjust);
    } finally {
      await proxy.restore();
    }
  });

  it('waits for a database that is not up yet when it starts, then serves', { timeout: 120_000 }, async () => {
    await proxy.cut();
    const server = await start();
    try {
      const deadline = Date.now() + 30_000;
      while (!server.output().includes('Waiting for the database') && Date.now() < deadline) await sleep(100);
      expect(server.output()).toContain('Waiting for the database (migrations)');
      await sleep(2_000); // Still waiting, a few tries later.
      expect(server.exited(), server.output()).toBeUndefined();
    } finally {
      await proxy.restore();
    }
    await server.ready();
    expect((await server.api(BILLING_API.operatorPayouts.path, { headers: operator })).status).toBe(200);
  });
});
