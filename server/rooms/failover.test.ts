import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ROOMS_API, RoomJoinAnswer } from '../../contract/api/rooms';
import { roomPayout } from '../../contract/fairness/rooms';
import { openDb } from '../db/open';
import { fundedPlayer, sleep, throwawayDatabase, untilLeading } from '../test/failover';
import { type SpawnedServer, spawnServer } from '../test/spawn-server';
import { rowsOf } from '../wallet/ledger';
import { checkLedger } from '../wallet/reconcile';
import { createWalletService } from '../wallet/service';

const run = Boolean(inject('pgAdminUrl'));
const COUNTDOWN_MS = 4000;
const COMMISSION_BP = 500;

interface RoundRow {
  id: number;
  phase: string;
  closes_at: number | null;
  drawn_at: number | null;
  winner_entry_id: number | null;
  pot_minor: string;
  payout_minor: string;
}

/**
 * Two real API processes on one PostgreSQL 15 database; the rooms' leader is SIGKILLed while a round counts down.
 * The other process takes the lock and draws the round at its stored close: the winner paid once, the books balanced.
 */
describe('rooms leader failover', () => {
  let database: Awaited<ReturnType<typeof openDb>>;
  let drop = async () => {};
  let url = '';
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    if (!run) return;
    const throwaway = await throwawayDatabase();
    url = throwaway.url;
    drop = throwaway.drop;
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL').catch(() => undefined);
    await database?.close();
    await drop();
  });

  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

  it.runIf(run)(
    'the survivor draws the round the dead leader was counting down, pays its winner exactly once',
    { timeout: 180_000 },
    async () => {
      // Only the rooms lead here (no crash chain or live tables to compete for the CPU).
      const env = {
        DATABASE_URL: url,
        ROOMS_COUNTDOWN_MS: String(COUNTDOWN_MS),
        ROOMS_COMMISSION_BP: String(COMMISSION_BP),
        CRASH_ROUNDS: 'false',
        LIVE_ROUNDS: 'false',
      };
      database = await openDb({ databaseUrl: url, poolSize: 4 });
      await database.migrate();
      const leader = await spawnServer(env);
      servers.push(leader);
      await leader.ready();
      await untilLeading(leader, 'rooms', 60_000);
      const follower = await spawnServer(env);
      servers.push(follower);
      await follower.ready();
      const [first, second] = await Promise.all([
        fundedPlayer(leader, database.db),
        fundedPlayer(follower, database.db),
      ]);

      // Yellow room: 10 RUB each, one stake through each process; the second starts the countdown.
      const join = async (server: SpawnedServer, auth: Record<string, string>) => {
        const answer = await server.api(pathOf(ROOMS_API.join.path, { room: 'yellow' }), {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': randomUUID() },
          body: { amount: '10' },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return RoomJoinAnswer.parse(answer.body).data.round;
      };
      await join(follower, first?.auth ?? {});
      const counting = await join(leader, second?.auth ?? {});
      expect(counting.phase).toBe('countdown');
      const closesAt = Number(counting.closes_at);

      // A second into the countdown, the leader dies.
      while (Date.now() < closesAt - COUNTDOWN_MS + 1000) await sleep(20);
      await leader.stop('SIGKILL');
      const killedAt = Date.now();
      await untilLeading(follower, 'rooms', 2000);
      expect(Date.now() - killedAt).toBeLessThan(2000);

      let round: RoundRow | undefined;
      while (round?.phase !== 'drawn') {
        expect(Date.now(), 'the round is drawn soon after its close').toBeLessThan(closesAt + 5000);
        await sleep(100);
        [round] = await query<RoundRow>(
          sql`SELECT id, phase, closes_at::float8 AS closes_at, drawn_at::float8 AS drawn_at, winner_entry_id,
                pot_minor::text AS pot_minor, payout_minor::text AS payout_minor
              FROM room_rounds WHERE id = ${counting.id}`,
        );
      }
      // Drawn by the survivor at its stored close, not before.
      expect(Number(round.drawn_at)).toBeGreaterThanOrEqual(closesAt);
      expect(round.pot_minor).toBe('2000');
      const { payout } = roomPayout(2000n, COMMISSION_BP);
      expect(round.payout_minor).toBe(payout.toString());

      // One win for the round, to the winner, of the payout; each player staked once.
      const [winner] = await query<{ user_id: number }>(
        sql`SELECT user_id FROM room_entries WHERE id = ${round.winner_entry_id}`,
      );
      const moves = await query<{ kind: string; amount: string }>(
        sql`SELECT kind, amount_minor::text AS amount FROM ledger_transactions
            WHERE reference = ${`round:rooms:${round.id}`} ORDER BY id`,
      );
      expect(moves.filter((move) => move.kind === 'win').map((move) => move.amount)).toEqual([payout.toString()]);
      expect(moves.filter((move) => move.kind === 'bet')).toHaveLength(2);
      const wallet = createWalletService(database.db);
      for (const player of [first, second]) {
        const { cash } = await wallet.balances(player?.userId ?? 0, 'RUB');
        const won = Number(winner?.user_id) === player?.userId;
        expect(cash).toBe(100_000n - 1000n + (won ? payout : 0n));
      }
      // Another sweep of the survivor's leader (a few steps later) pays nothing more.
      await sleep(1000);
      const after = await query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ledger_transactions
            WHERE reference = ${`round:rooms:${round.id}`} AND kind = 'win'`,
      );
      expect(Number(after[0]?.n)).toBe(1);
      expect((await checkLedger(database.db)).problems).toEqual([]);
    },
  );
});
