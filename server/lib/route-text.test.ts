import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { untextedStrings } from '../../contract/api/text.testing';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The text rule for schemas the contract does not hold: every string of every schema a route registers (body,
 * query, params, headers, answers), server-local ones included, is `text()` (contract/api/text.ts).
 */
let server: TestServer;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { operatorToken: 'route-text-operator-token', sandboxPayments: true, devOutbox: true },
    { onRoute: (route) => routes.push(route) },
  );
});
afterAll(async () => {
  await server?.close();
});

it('every string of every route schema is the text type', () => {
  const missing: string[] = [];
  for (const route of routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const parts: [string, unknown][] = [
      ['body', schema.body],
      ['querystring', schema.querystring],
      ['params', schema.params],
      ['headers', schema.headers],
      ...Object.entries((schema.response ?? {}) as Record<string, unknown>).map(
        ([status, answer]) => [`response ${status}`, answer] as [string, unknown],
      ),
    ];
    for (const [part, zod] of parts) {
      if (zod) missing.push(...untextedStrings(zod as z.ZodType, `${route.method} ${route.url} ${part}`));
    }
  }
  expect(routes.length).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
