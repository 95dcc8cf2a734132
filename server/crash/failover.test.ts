import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CRASH_API, CrashBetAnswer } from '../../contract/api/crash';
import { pathOf } from '../../contract/api/endpoint';
import { crashPayout } from '../../contract/games/rules/crash';
import { CRASH_TOPIC } from '../../contract/realtime/crash';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { fundedPlayer, sleep, throwawayDatabase, untilLeading } from '../test/failover';
import { freePort, REDIS_SERVER, startRedis, type TestRedis } from '../test/redis';
import { type SpawnedServer, spawnServer } from '../test/spawn-server';
import { rowsOf } from '../wallet/ledger';
import { checkLedger } from '../wallet/reconcile';
import { ensureChain } from './chain';
import type { BetRow, RoundRow } from './views';

const LENGTH = 500;
const KNOWN_GAMES = 12;
const SALT = 'failover test salt';
const next = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** The busts of games 1..KNOWN_GAMES of the chain grown from `seed` (game n is position LENGTH − n). */
function gameBusts(seed: string): number[] {
  const positions = [seed];
  for (let p = 1; p < LENGTH; p++) positions.push(next(positions[p - 1] as string));
  return Array.from({ length: KNOWN_GAMES }, (_, i) => {
    const mac = createHmac('sha256', SALT)
      .update(Buffer.from(positions[LENGTH - (i + 1)] as string, 'hex'))
      .digest('hex');
    return Math.max(100, Math.floor(99 / (1 - Number.parseInt(mac.slice(0, 13), 16) / 2 ** 52)));
  });
}

/** A seed whose first games all bust by 3.00×, four or more of games 3.. between 1.60× and 3.00×. */
function chainSeed(): string {
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const busts = gameBusts(seed);
    if (busts.every((bust) => bust <= 300) && busts.slice(2).filter((bust) => bust >= 160).length >= 4) return seed;
  }
}

const hasRedis = existsSync(REDIS_SERVER);
if (!hasRedis) console.warn(`crash leader failover over Redis: not run, ${REDIS_SERVER} is absent`);

/**
 * Two real API processes on one PostgreSQL 15 database; the leader is SIGKILLed in the middle of a round. The
 * round's events fan out through PostgreSQL LISTEN/NOTIFY, or through Redis pub/sub (REDIS_URL, a throwaway
 * redis-server) in the second run; the lock that elects the leader is PostgreSQL's either way.
 */
describe.each([
  { bus: 'postgres', run: Boolean(inject('pgAdminUrl')) },
  { bus: 'redis', run: Boolean(inject('pgAdminUrl')) && hasRedis },
] as const)('crash leader failover (bus: $bus)', ({ bus, run }) => {
  let url: string;
  let redis: TestRedis | undefined;
  let database: { db: Db; close(): Promise<void> };
  const servers: SpawnedServer[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (!run) return;
    if (bus === 'redis') redis = await startRedis(await freePort());
    const throwaway = await throwawayDatabase();
    url = throwaway.url;
    dropDatabase = throwaway.drop;
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL').catch(() => undefined);
    await database?.close();
    await dropDatabase();
    await redis?.stop();
  });

  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

  const player = (server: SpawnedServer) => fundedPlayer(server, database.db);

  async function bet(server: SpawnedServer, auth: Record<string, string>, body: Record<string, string>) {
    const answer = await server.api(CRASH_API.bet.path, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return CrashBetAnswer.parse(answer.body).data.bet.id;
  }

  it.runIf(run)(
    'hands the round to the other process within 2 s; it busts where it was bound to, every bet settled once',
    {
      timeout: 300_000,
    },
    async () => {
      const env = {
        DATABASE_URL: url,
        CRASH_CHAIN_LENGTH: String(LENGTH),
        CRASH_BETTING_MS: '1500',
        ...(redis ? { REDIS_URL: redis.url } : {}),
      };
      const opened = await openDb({ databaseUrl: url, poolSize: 4 });
      database = opened;
      await opened.migrate();
      // A chain whose first games are known to bust by 3.00× (short rounds), several of them between 1.60× and 3.00×.
      const seed = chainSeed();
      await ensureChain(database.db, LENGTH, SALT, seed);
      const suitable = new Set(gameBusts(seed).flatMap((bust, i) => (i >= 2 && bust >= 160 ? [i + 1] : [])));
      const leader = await spawnServer(env);
      servers.push(leader);
      await leader.ready();
      await untilLeading(leader, 'crash', 60_000);
      const follower = await spawnServer(env);
      servers.push(follower);
      await follower.ready();
      const players = await Promise.all([player(leader), player(follower), player(follower), player(leader)]);

      // A round still taking bets for 700 ms or more, busting between 1.60× and 3.00× (8 to 19 s into its curve).
      let round: RoundRow | undefined;
      while (!round) {
        const [open] = await query<RoundRow>(
          sql`SELECT id, game, bust, phase, running_at::float8 AS running_at, bust_at::float8 AS bust_at
            FROM crash_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1`,
        );
        expect(Number(open?.game ?? 0)).toBeLessThanOrEqual(KNOWN_GAMES);
        if (open && Number(open.running_at) - Date.now() > 700 && suitable.has(Number(open.game))) round = open;
        else await sleep(100);
      }
      // The server plays the chain as bustabit's formula says (node:crypto, above).
      expect(Number(round.bust)).toBe(gameBusts(seed)[Number(round.game) - 1]);
      const [manual, auto, lost, above] = players;
      const manualBet = await bet(follower, manual?.auth ?? {}, { amount: '100' });
      const autoBet = await bet(leader, auto?.auth ?? {}, { amount: '100', auto_cashout: '1.50' });
      const lostBet = await bet(follower, lost?.auth ?? {}, { amount: '100' });
      const aboveBet = await bet(leader, above?.auth ?? {}, { amount: '100', auto_cashout: '50.00' });

      // With Redis: what the round's leader publishes, heard on Redis itself (the bus is Redis, not LISTEN/NOTIFY).
      const heardOnRedis: number[] = [];
      const listener = redis ? new Redis(redis.url) : undefined;
      if (listener) {
        listener.on('message', () => heardOnRedis.push(Date.now()));
        await listener.subscribe(`lucky:bus:${CRASH_TOPIC}`);
      }

      // Mid-round: 1 s into the curve, the leader dies.
      while (Date.now() < Number(round.running_at) + 1000) await sleep(20);
      await leader.stop('SIGKILL');
      const killedAt = Date.now();
      await untilLeading(follower, 'crash', 2000);
      expect(Date.now() - killedAt).toBeLessThan(2000);

      // The new leader pays the automatic target; the player cashes out through the survivor.
      const cashed = await follower.api(pathOf(CRASH_API.cashout.path, { id: manualBet }), {
        method: 'POST',
        headers: { ...manual?.auth, 'idempotency-key': randomUUID() },
      });
      expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
      const cashout = CrashBetAnswer.parse(cashed.body).data.bet.cashout;

      while (Date.now() < Number(round.bust_at) + 3000) await sleep(200);
      const [after] = await query<RoundRow>(
        sql`SELECT phase, bust, bust_at::float8 AS bust_at, busted_at::float8 AS busted_at FROM crash_rounds
          WHERE id = ${round.id}`,
      );
      expect(after?.phase).toBe('busted');
      if (listener) {
        // The new leader's ticks and its bust went out through Redis.
        expect(heardOnRedis.filter((at) => at > killedAt + 100).length).toBeGreaterThan(5);
        listener.disconnect();
      }
      expect(after?.bust).toBe(round.bust);
      expect(Number(after?.busted_at) - Number(round.bust_at)).toBeLessThan(1000);

      const bets = await query<BetRow>(
        sql`SELECT id, status, cashout, payout_minor::text AS payout_minor FROM crash_bets WHERE round_id = ${round.id}
          ORDER BY id`,
      );
      const byId = new Map(bets.map((b) => [Number(b.id), b]));
      expect(byId.get(manualBet)).toMatchObject({ status: 'cashed_out', cashout: Math.round(Number(cashout) * 100) });
      expect(byId.get(autoBet)).toMatchObject({ status: 'cashed_out', cashout: 150, payout_minor: '15000' });
      expect(byId.get(lostBet)).toMatchObject({ status: 'lost', payout_minor: '0' });
      expect(byId.get(aboveBet)).toMatchObject({ status: 'lost', payout_minor: '0' });
      // Each bet: one stake, at most one win, equal to its payout.
      for (const b of bets) {
        const txs = await query<{ kind: string; amount: string }>(
          sql`SELECT kind, amount_minor::text AS amount FROM ledger_transactions
            WHERE reference = ${`round:crash:${b.id}`} ORDER BY id`,
        );
        const wins = txs.filter((t) => t.kind === 'win');
        expect(txs.filter((t) => t.kind === 'bet')).toHaveLength(1);
        expect(wins.map((t) => t.amount)).toEqual(BigInt(b.payout_minor) > 0n ? [b.payout_minor] : []);
      }
      expect(crashPayout(10_000n, 150)).toBe(15_000n);
      const report = await checkLedger(database.db);
      expect(report.problems).toEqual([]);
    },
  );
});
