import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { registerByEmail } from '../auth/registration.testing';
import { startSiblingApp, startTestServer, type TestServer } from '../test/harness';

/** Two API processes on one database: `first` and a sibling app with its own pool and memory. */
let first: TestServer;
let second: Awaited<ReturnType<typeof startSiblingApp>>;
const PER_MIN = 4;

beforeAll(async () => {
  first = await startTestServer({ authRateLimitPerMin: PER_MIN });
  second = await startSiblingApp(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const login = (app: Pick<TestServer, 'api'>, email: string, password: string, remoteAddress: string) =>
  app.api({ method: 'POST', url: AUTH_API.loginEmailPassword.path, payload: { email, password }, remoteAddress });

describe('two processes on one database', () => {
  it(`share the per-IP limit: ${PER_MIN} logins split across both pass, the next is 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MIN; i++) {
      statuses.push((await login(i % 2 ? second : first, 'nobody@example.com', 'x', '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual(Array(PER_MIN).fill(422));
    const over = await login(second, 'nobody@example.com', 'x', '203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect((await login(first, 'nobody@example.com', 'x', '203.0.113.7')).statusCode).toBe(429);
    // Another address has its own count.
    expect((await login(first, 'nobody@example.com', 'x', '203.0.113.8')).statusCode).toBe(422);
  });

  it('share the account lock: 40 wrong passwords at once across both, from 40 addresses: 10 are checked', async () => {
    await registerByEmail(first, 'two-processes@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(i % 2 ? second : first, 'two-processes@example.com', `wrong-${i}-pass`, `198.51.100.${i + 1}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 423)).toHaveLength(30);
  });
});
