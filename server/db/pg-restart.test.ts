import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BILLING_API } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { HEALTH_API } from '../../contract/api/health';
import { createPgCluster, type PgCluster } from '../test/pg-cluster';
import { type ApiAnswer, type SpawnedServer, spawnServer } from '../test/spawn-server';

const OPERATOR_TOKEN = 'operator-token-for-restart-tests';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A real PostgreSQL crashing and coming back (the server-pg project; it starts a cluster of its own to kill).
describe.runIf(inject('pgAdminUrl'))('a real PostgreSQL 15 crashing under load', () => {
  let cluster: PgCluster;
  let server: SpawnedServer;
  beforeAll(async () => {
    cluster = await createPgCluster();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    cluster?.remove();
  });

  it('leaves the server running through 3 crashes: 503 with Retry-After meanwhile, serving within 2 s of each restart', {
    timeout: 180_000,
  }, async () => {
    server = await spawnServer({ DATABASE_URL: cluster.adminUrl, OPERATOR_TOKEN });
    await server.ready();
    let stopLoad = false;
    const statuses = new Map<number, number>();
    // Operator decisions run in transactions: a crash catches some of them holding a connection.
    const load = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; !stopLoad; i++) {
        const answer = await server
          .api(pathOf(BILLING_API.operatorPayoutAction.path, { id: 999999, action: 'approve' }), {
            method: 'POST',
            headers: { ...operator, 'idempotency-key': `load-${worker}-${i}` },
          })
          .catch((): ApiAnswer => ({ status: 0, headers: {}, body: {}, ms: 0 }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 503) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
    try {
      for (let crash = 0; crash < 3; crash++) {
        await sleep(700);
        cluster.stop('immediate');
        await sleep(300);
        const down = await server.api(BILLING_API.operatorPayouts.path, { headers: operator });
        expect(down.status).toBe(503);
        expect(down.body.code).toBe('database_unavailable');
        expect(down.ms).toBeLessThan(1000);
        expect((await server.api(HEALTH_API.ready.path)).status).toBe(503);
        cluster.start();
        const back = performance.now();
        let status = 0;
        while (status !== 200 && performance.now() - back < 5_000) {
          status = (await server.api(BILLING_API.operatorPayouts.path, { headers: operator })).status;
          if (status !== 200) await sleep(50);
        }
        expect(status).toBe(200);
        expect(performance.now() - back).toBeLessThan(2_000);
        expect(server.exited(), server.output()).toBeUndefined();
      }
    } finally {
      stopLoad = true;
      await Promise.all(load);
    }
    // Every answer was a "no such payout" or a 503; none a 500 or a dropped connection.
    expect([...statuses.keys()].sort()).toEqual([404, 503]);
    expect(server.exited()).toBeUndefined();
  });
});
