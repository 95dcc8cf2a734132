import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_API, OperatorAnalyticsAnswer } from '../../contract/api/analytics';
import { startTestServer, type TestServer } from '../test/harness';
import { OPERATOR_TOKEN, operator, registerPlayer } from '../wallet/players.testing';

const event = (name: string, extra: object = {}) => ({
  id: randomUUID(),
  name,
  session_id: randomUUID(),
  anonymous_id: randomUUID(),
  properties: { path: '/games/dice' },
  client_time: Date.now(),
  ...extra,
});

describe('analytics collector', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  });
  afterAll(() => server.close());

  const send = (events: object[], headers: Record<string, string> = {}) =>
    server.api({ method: 'POST', url: ANALYTICS_API.events.path, payload: { events }, headers });
  const stored = async (query: string) =>
    OperatorAnalyticsAnswer.parse(
      (
        await server.api({ method: 'GET', url: `${ANALYTICS_API.operatorEvents.path}?${query}`, headers: operator })
      ).json(),
    ).data.items;

  it('stores a guest batch with server time and no user, and a retried batch only once', async () => {
    const anonymous = randomUUID();
    const batch = [
      event('page_view', { anonymous_id: anonymous }),
      event('install_shown', { anonymous_id: anonymous }),
    ];
    const first = await send(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { accepted: 2, duplicates: 0 } });
    const again = await send(batch);
    expect(again.json()).toEqual({ data: { accepted: 0, duplicates: 2 } });
    const rows = await stored(`anonymous_id=${anonymous}`);
    expect(rows).toHaveLength(2);
    const view = rows.find((row) => row.name === 'page_view');
    expect(view).toMatchObject({
      user_id: null,
      properties: { path: '/games/dice' },
      client_time: batch[0]?.client_time,
    });
    expect(Date.parse(view?.server_time ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the player only when the access token agrees with the event', async () => {
    const player = await registerPlayer(server);
    const userOf = async (claimed: number | null, headers: Record<string, string>) => {
      const anonymous = randomUUID();
      const res = await send([event('bet_placed', { anonymous_id: anonymous, user_id: claimed })], headers);
      expect(res.statusCode, res.body).toBe(200);
      return (await stored(`anonymous_id=${anonymous}`))[0]?.user_id;
    };
    expect(await userOf(player.userId, player.auth)).toBe(player.userId);
    // Someone else's id, a guest's event sent after the login, or no token at all: no player.
    expect(await userOf(player.userId + 1000, player.auth)).toBeNull();
    expect(await userOf(null, player.auth)).toBeNull();
    expect(await userOf(player.userId, {})).toBeNull();
  });

  it('accepts a guest whose token is bad instead of answering 401', async () => {
    const res = await send([event('page_view')], { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 for a batch over 100 events or a bad event, storing nothing', async () => {
    const before = await stored('name=too_many');
    const tooMany = await send(Array.from({ length: 101 }, () => event('too_many')));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toBeDefined();
    const bad = await send([event('', { id: 'nope' })]);
    expect(bad.statusCode).toBe(422);
    expect(await stored('name=too_many')).toEqual(before);
  });

  it('keeps the operator read behind the operator token', async () => {
    const res = await server.api({ method: 'GET', url: ANALYTICS_API.operatorEvents.path });
    expect(res.statusCode).toBe(401);
  });
});
