import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_API } from '../../contract/api/health';
import { startTestServer, type TestServer } from '../test/harness';
import { registerHealth } from './routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health checks', () => {
  it('answers live and ready on the site host and on the API host, never cached', async () => {
    for (const host of ['localhost:8080', 'api.localhost:8080']) {
      for (const url of [HEALTH_API.live.path, HEALTH_API.ready.path]) {
        const res = await server.app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, `${host}${url}`).toBe(200);
        expect(res.json()).toMatchObject({ status: 'ok' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const ready = await server.app.inject({
      method: 'GET',
      url: HEALTH_API.ready.path,
      headers: { host: 'localhost' },
    });
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready while the database does not answer, and live all the same', async () => {
    const app = Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);
    registerHealth(app, () => Promise.reject(new Error('connection refused')));
    const ready = await app.inject({ method: 'GET', url: HEALTH_API.ready.path });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await app.inject({ method: 'GET', url: HEALTH_API.live.path })).statusCode).toBe(200);
    await app.close();
  });
});
