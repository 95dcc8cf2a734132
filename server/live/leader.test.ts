import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { LIVE_API, LiveStateAnswer } from '../../contract/api/live';
import { toMinor } from '../../contract/money';
import { LIVE_TOPIC, LiveEvent } from '../../contract/realtime/live';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { liveLeaderLock } from './rounds';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The app's own live leader on real timers: in-process on PGlite, by advisory lock on PostgreSQL.
describe('the live tables leader of one process', () => {
  let server: TestServer;
  const events: LiveEvent[] = [];
  const bus = createLocalBus();
  bus.subscribe(LIVE_TOPIC, (message) => events.push(LiveEvent.parse(message)));

  beforeAll(async () => {
    server = await startTestServer(
      { live: { bettingMs: 1500, resultMs: 1000, rounds: true } },
      { bus, runLiveRounds: true },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens both tables, closes the betting, settles the bets and opens the next round', async () => {
    const url = pathOf(LIVE_API.state.path, { table: 'roulette' });
    const player = await registerPlayer(server);
    await createWalletService(server.db).credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: toMinor('50', 'RUB'),
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    let placed = null;
    for (let i = 0; i < 60 && !placed; i++) {
      const state = LiveStateAnswer.parse((await server.api({ method: 'GET', url })).json()).data;
      if (state.round?.phase === 'betting' && state.round.closes_at - state.server_time > 400) {
        const res = await server.api({
          method: 'POST',
          url: pathOf(LIVE_API.bet.path, { table: 'roulette' }),
          headers: { ...player.auth, 'idempotency-key': randomUUID() },
          payload: { round_id: state.round.id, spot: 'straight:0', amount: '1' },
        });
        expect(res.statusCode, res.body).toBe(200);
        placed = state.round.id;
      } else await sleep(100);
    }
    expect(placed).not.toBeNull();
    for (let i = 0; i < 60 && !events.some((e) => e.type === 'settled' && e.round.id === placed); i++) await sleep(100);
    expect(events.find((e) => e.type === 'settled' && e.round.id === placed)).toMatchObject({
      round: { phase: 'settled', table: 'roulette' },
      totals: [{ currency: 'RUB', amount: '1.00', bets: 1, players: 1 }],
    });
    for (let i = 0; i < 40 && !events.some((e) => e.type === 'opened' && e.round.id > (placed as number)); i++) {
      await sleep(100);
    }
    expect(events.some((e) => e.type === 'opened' && e.round.table === 'money-wheel')).toBe(true);
    expect(events.some((e) => e.type === 'opened' && e.round.id > (placed as number))).toBe(true);
    await expectBooksBalanced(server);
    if (server.config.databaseUrl) {
      // A leader per table: each table's advisory lock is held (PostgreSQL; PGlite's one process just leads).
      const held = rowsOf<{ objid: string }>(
        await server.db.execute(sql`SELECT objid::text AS objid FROM pg_locks WHERE locktype = 'advisory'
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`),
      ).map((row) => Number(row.objid));
      expect(held).toEqual(expect.arrayContaining([liveLeaderLock('roulette'), liveLeaderLock('money-wheel')]));
    }
  });
});
