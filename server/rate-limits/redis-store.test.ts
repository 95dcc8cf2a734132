import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { GAMES_API } from '../../contract/api/games';
import { registerByEmail } from '../auth/registration.testing';
import { ConfigError, readConfig } from '../config';
import { rateCounters } from '../db/schema';
import { startSiblingApp, startTestServer, type TestServer } from '../test/harness';
import { freePort, startRedis, type TestRedis } from '../test/redis';
import { LIMITS_RETRY_AFTER_S } from './counter-store';

const PER_MIN = 4;

const login = (app: Pick<TestServer, 'api'>, email: string, password: string, remoteAddress: string) =>
  app.api({ method: 'POST', url: AUTH_API.loginEmailPassword.path, payload: { email, password }, remoteAddress });

/** Asks until `ready` holds for the answer, for at most `ms`. */
async function eventually<T>(ask: () => Promise<T>, ready: (answer: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await ask();
    if (ready(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('REDIS_URL in the config', () => {
  it('takes a redis:// or rediss:// address, and nothing (the database) when empty', () => {
    expect(readConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(readConfig({ REDIS_URL: 'rediss://user:pw@cache:6380' }).redisUrl).toBe('rediss://user:pw@cache:6380');
    expect(readConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(() => readConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
  });
});

describe('REDIS_URL: two processes share their limits through Redis', () => {
  let redis: TestRedis;
  let first: TestServer;
  let second: Awaited<ReturnType<typeof startSiblingApp>>;

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    first = await startTestServer({ authRateLimitPerMin: PER_MIN, redisUrl: redis.url });
    second = await startSiblingApp(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  it(`the per-IP limit: ${PER_MIN} logins split across both pass, the next is 429; nothing is counted in the database`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MIN; i++) {
      statuses.push((await login(i % 2 ? second : first, 'nobody@example.com', 'x', '203.0.113.9')).statusCode);
    }
    expect(statuses).toEqual([...Array(PER_MIN).fill(422), 429]);
    expect(await first.db.$count(rateCounters)).toBe(0);
  });

  it('the account lock: 40 wrong passwords at once across both: exactly 10 are checked', async () => {
    await registerByEmail(first, 'redis-lock@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(i % 2 ? second : first, 'redis-lock@example.com', `wrong-${i}-pass`, `198.51.100.${i + 1}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 423)).toHaveLength(30);
    expect(await first.db.$count(rateCounters)).toBe(0);
  });
});

describe('REDIS_URL with Redis down', () => {
  let port: number;
  let server: TestServer;
  let redis: TestRedis | undefined;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  const limited = () => login(server, 'nobody@example.com', 'x', '203.0.113.10');
  const unlimited = () => server.api({ method: 'GET', url: `${GAMES_API.config.path}?currency=RUB` });

  it('starts, answers the limited calls 503 with Retry-After, serves the rest, and recovers when Redis is back', async () => {
    const down = await limited();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'limits_unavailable' });
    expect(down.headers['retry-after']).toBe(String(LIMITS_RETRY_AFTER_S));
    expect((await unlimited()).statusCode).toBe(200);

    redis = await startRedis(port);
    expect((await eventually(limited, (res) => res.statusCode !== 503)).statusCode).toBe(422);
  });

  it('a Redis that dies while serving gives 503s, not a crash, and is used again once it is back', async () => {
    await redis?.stop();
    expect((await eventually(limited, (res) => res.statusCode === 503)).statusCode).toBe(503);
    expect((await unlimited()).statusCode).toBe(200);
    redis = await startRedis(port);
    expect((await eventually(limited, (res) => res.statusCode !== 503)).statusCode).toBe(422);
  });
});
