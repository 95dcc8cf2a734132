import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SETTINGS_API, GameSettings } from '../../contract/api/backoffice-games';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody, ValidationErrorBody } from '../../contract/api/errors';
import { GAMES_API, GamesConfigAnswer, PLAY_API } from '../../contract/api/games';
import { WALLET_API } from '../../contract/api/wallet';
import { as, auditEntries, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { type Player, registerPlayer } from '../wallet/players.testing';

const AUTOMATION = 'operator-token-for-game-settings-012';
let server: TestServer;
let risk: { authorization: string };
let player: Player;
let bets = 0;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION });
  risk = await operatorSession(server, AUTOMATION, 'risk@example.com', 'risk');
  player = await registerPlayer(server);
  const funded = await server.api({
    method: 'POST',
    url: WALLET_API.operatorAdjust.path,
    headers: { ...as(AUTOMATION), 'idempotency-key': 'fund-settings' },
    payload: { user_id: player.userId, account: 'cash', amount: '1000', reason: 'test money' },
  });
  expect(funded.statusCode, funded.body).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const put = (game: string, payload: object, headers: Record<string, string> = risk) =>
  server.api({ method: 'PUT', url: pathOf(GAME_SETTINGS_API.update.path, { game }), headers, payload });

const diceBet = (amount: string) =>
  server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...player.auth, 'idempotency-key': `settings-bet-${++bets}` },
    payload: { amount, target: 5000, direction: 'under' },
  });

async function storedVersion(betId: number): Promise<unknown> {
  const [row] = rowsOf<{ version: unknown }>(
    await server.db.execute(sql`SELECT config->'config_version' AS version FROM game_bets WHERE id = ${betId}`),
  );
  return row?.version;
}

const publishedConfig = async () =>
  GamesConfigAnswer.parse(
    (await server.api({ method: 'GET', url: GAMES_API.config.path, query: { currency: 'RUB' } })).json(),
  ).data;

describe('versioned game settings', () => {
  it('closes a game (its bets are refused with a reason), reopens it with limits that the next bet obeys; each round names its version', async () => {
    const before = await diceBet('1');
    expect(before.statusCode, before.body).toBe(200);
    expect(await storedVersion(before.json().data.bet.id)).toBe(0);

    const closed = await put('dice', { enabled: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(GameSettings.parse(closed.json().data)).toMatchObject({ version: 1, enabled: false });
    const refused = await diceBet('1');
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json())).toMatchObject({ code: 'game_disabled' });
    expect((await publishedConfig()).disabled).toEqual(['dice']);

    const reopened = await put('dice', { enabled: true, limits: { RUB: { min: null, max: '5' } } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(GameSettings.parse(reopened.json().data)).toMatchObject({
      version: 2,
      enabled: true,
      limits: { RUB: { min: null, max: '5.00' } },
      effective: { RUB: { min: '1.00', max: '5.00' }, USD: { min: '0.01', max: '100.00' } },
      changed_by: 'risk@example.com',
    });
    const config = await publishedConfig();
    expect(config.disabled).toEqual([]);
    expect(config.limits.dice).toEqual({ min: '1.00', max: '5.00' });

    const above = await diceBet('6');
    expect(above.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(above.json()).errors.amount).toEqual([
      'bet_above_max: The maximum bet is 5.00 RUB',
    ]);
    const within = await diceBet('5');
    expect(within.statusCode, within.body).toBe(200);
    expect(await storedVersion(within.json().data.bet.id)).toBe(2);
    // Another game keeps the spec's limits and version 0.
    const coin = await server.api({
      method: 'POST',
      url: PLAY_API.coinflip.bet.path,
      headers: { ...player.auth, 'idempotency-key': 'settings-coin-1' },
      payload: { amount: '6', side: 'heads' },
    });
    expect(coin.statusCode, coin.body).toBe(200);
    expect(await storedVersion(coin.json().data.bet.id)).toBe(0);
  });

  it('writes no version for the same settings again, keeps every version, and audits each change with before and after', async () => {
    const same = await put('dice', { enabled: true, limits: { RUB: { min: null, max: '5' } } });
    expect(GameSettings.parse(same.json().data).version).toBe(2);
    const versions = await server.api({
      method: 'GET',
      url: pathOf(GAME_SETTINGS_API.versions.path, { game: 'dice' }),
      headers: risk,
    });
    expect(
      GameSettings.array()
        .parse(versions.json().data)
        .map((v) => [v.version, v.enabled]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const audit = await auditEntries(server, AUTOMATION, { target: 'game:dice' });
    expect(
      audit.map((e) => [(e.before as { version: number }).version, (e.after as { version: number }).version]),
    ).toEqual([
      [1, 2],
      [0, 1],
    ]);
    const list = await server.api({ method: 'GET', url: GAME_SETTINGS_API.list.path, headers: risk });
    const dice = GameSettings.array()
      .parse(list.json().data)
      .find((g) => g.game === 'dice');
    expect(dice?.version).toBe(2);
  });

  it('keeps limits within bounds and refuses limits for a game with a fixed price', async () => {
    const tooHigh = await put('dice', { enabled: true, limits: { RUB: { min: null, max: '100000.01' } } });
    expect(tooHigh.statusCode).toBe(422);
    expect(Object.keys(ValidationErrorBody.parse(tooHigh.json()).errors)).toEqual(['limits.RUB.max']);
    const zero = await put('dice', { enabled: true, limits: { RUB: { min: '0', max: null } } });
    expect(Object.keys(ValidationErrorBody.parse(zero.json()).errors)).toEqual(['limits.RUB.min']);
    const crossed = await put('dice', { enabled: true, limits: { RUB: { min: '20', max: '10' } } });
    expect(Object.keys(ValidationErrorBody.parse(crossed.json()).errors)).toEqual(['limits.RUB.max']);
    const cases = await put('cases', { enabled: true, limits: { RUB: { min: '1', max: '2' } } });
    expect(cases.statusCode).toBe(422);
    const support = await operatorSession(server, AUTOMATION, 'support@example.com', 'support');
    expect((await put('dice', { enabled: false }, support)).statusCode).toBe(403);
    const unchanged = await server.api({
      method: 'GET',
      url: pathOf(GAME_SETTINGS_API.versions.path, { game: 'dice' }),
      headers: risk,
    });
    expect(unchanged.json().data).toHaveLength(2);
  });
});
