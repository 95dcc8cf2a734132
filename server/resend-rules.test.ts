import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../contract/api/endpoints';
import { startTestServer, type TestServer } from './test/harness';
import { OPERATOR_TOKEN } from './wallet/players.testing';

// Every route the app registers, seen through an onRoute hook on each Fastify instance it creates.
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: create };
});

let server: TestServer;
beforeAll(async () => {
  // Every optional part on: the operator API, the sandbox payments and the development outbox.
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN, sandboxPayments: true, devOutbox: true });
});
afterAll(async () => {
  await server?.close();
});

describe('every write is an endpoint of contract/api, with its resend rule', () => {
  const writes = () => [...registered].filter((route) => !/^(GET|HEAD|OPTIONS) /.test(route)).sort();

  const defined = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));

  it('names the rule of every state-changing route the server registers', () => {
    expect(writes().length).toBeGreaterThan(50);
    expect(writes().filter((route) => !defined.has(route))).toEqual([]);
  });

  it('registers every endpoint contract/api defines', () => {
    expect([...defined].filter((route) => !registered.has(route))).toEqual([]);
  });
});
