import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../contract/api/endpoints';
import { startTestServer, type TestServer } from './test/harness';
import { OPERATOR_TOKEN } from './wallet/players.testing';

// Every route the app registers, seen through its onRoute hook.
const registered = new Set<string>();

let server: TestServer;
beforeAll(async () => {
  // Every optional part on: the operator API, the sandbox payments and the development outbox.
  server = await startTestServer(
    { operatorToken: OPERATOR_TOKEN, sandboxPayments: true, devOutbox: true },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      },
    },
  );
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
