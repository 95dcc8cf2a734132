import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, RefreshTokenAnswer, TokenAnswer } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer, SessionsAnswer, SettingsAnswer } from '../../contract/api/profile';
import { bearer, registerByEmail } from '../auth/registration.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { deviceOf } from './device';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const settings = (token: string, payload: unknown) =>
  server.api({ method: 'PUT', url: PROFILE_API.settings.path, payload: payload as object, headers: bearer(token) });
const errorsOf = (res: { json(): unknown }) => ValidationErrorBody.parse(res.json()).errors;

describe('PUT /profile/settings', () => {
  it('changes exactly one setting per call', async () => {
    const { token } = await registerByEmail(server, 'settings@example.com');
    for (const [payload, expected] of [
      [{ locale: 'kz' }, { locale: 'kz' }],
      [{ timezone: 'Asia/Almaty' }, { timezone: 'Asia/Almaty' }],
      [{ is_avatar_hidden: true }, { is_avatar_hidden: true }],
      [{ is_statistics_hidden: true }, { is_statistics_hidden: true }],
    ] as const) {
      const res = await settings(token, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(SettingsAnswer.parse(res.json()).data).toMatchObject(expected);
    }
    const me = await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
      is_statistics_hidden: true,
    });
  });

  it('refuses two fields, none, unknown fields and bad values with a 422', async () => {
    const { token } = await registerByEmail(server, 'settings2@example.com');
    const two = await settings(token, { locale: 'en', timezone: 'UTC' });
    expect(two.statusCode).toBe(422);
    expect(errorsOf(two)).toEqual({
      _: ['one_setting: Send exactly one of locale, timezone, is_avatar_hidden, is_statistics_hidden'],
    });
    expect(errorsOf(await settings(token, {}))._?.[0]).toMatch(/^one_setting: /);
    expect(errorsOf(await settings(token, { email: 'x@example.com' })).email?.[0]).toMatch(/^setting_unknown: /);
    expect(errorsOf(await settings(token, { locale: 'de' })).locale?.[0]).toMatch(/^locale_invalid: /);
    expect(errorsOf(await settings(token, { timezone: 'Mars/Base' })).timezone?.[0]).toMatch(/^timezone_invalid: /);
    expect(errorsOf(await settings(token, { is_avatar_hidden: 'yes' })).is_avatar_hidden?.[0]).toMatch(
      /^flag_invalid: /,
    );
    expect(
      (await server.api({ method: 'PUT', url: PROFILE_API.settings.path, payload: { locale: 'en' } })).statusCode,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the live sessions with device and last seen, revokes one and all others', async () => {
    const first = await registerByEmail(server, 'devices@example.com');
    const login = (ua: string) =>
      server.api({
        method: 'POST',
        url: AUTH_API.loginEmailPassword.path,
        payload: { email: 'devices@example.com', password: 'password1' },
        headers: { 'user-agent': ua },
      });
    const phone = TokenAnswer.parse((await login(IPHONE)).json());
    const desktop = TokenAnswer.parse((await login(WINDOWS_CHROME)).json());

    const list = await server.api({ method: 'GET', url: PROFILE_API.sessions.path, headers: bearer(desktop.token) });
    expect(list.statusCode).toBe(200);
    const sessions = SessionsAnswer.parse(list.json()).data;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: { browser: 'Chrome 131', os: 'Windows 10', platform: 'desktop' },
    });
    const iphone = sessions.find((s) => s.device.platform === 'mobile');
    expect(iphone?.device).toEqual({ browser: 'Safari 17', os: 'iOS 17.4', platform: 'mobile' });
    expect(Date.parse(sessions[0]?.last_seen_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const one = await server.api({
      method: 'DELETE',
      url: pathOf(PROFILE_API.revokeSession.path, { id: iphone?.id ?? '' }),
      headers: bearer(desktop.token),
    });
    expect(one.statusCode).toBe(200);
    expect(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(phone.token) })).statusCode,
    ).toBe(401);
    const refreshed = await server.api({
      method: 'POST',
      url: AUTH_API.refreshToken.path,
      payload: { refresh_token: phone.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    const missing = await server.api({
      method: 'DELETE',
      url: pathOf(PROFILE_API.revokeSession.path, { id: iphone?.id ?? '' }),
      headers: bearer(desktop.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'session_not_found', message: 'No such active session' });

    const others = await server.api({
      method: 'DELETE',
      url: PROFILE_API.revokeOtherSessions.path,
      headers: bearer(desktop.token),
    });
    expect(others.json()).toEqual({ success: true, data: { revoked: 1 } });
    expect(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(first.token) })).statusCode,
    ).toBe(401);
    const after = SessionsAnswer.parse(
      (await server.api({ method: 'GET', url: PROFILE_API.sessions.path, headers: bearer(desktop.token) })).json(),
    ).data;
    expect(after.map((s) => s.current)).toEqual([true]);
  });

  it("cannot revoke another player's session", async () => {
    const alice = await registerByEmail(server, 'alice-s@example.com');
    const bob = await registerByEmail(server, 'bob-s@example.com');
    const [bobSession] = SessionsAnswer.parse(
      (await server.api({ method: 'GET', url: PROFILE_API.sessions.path, headers: bearer(bob.token) })).json(),
    ).data;
    const res = await server.api({
      method: 'DELETE',
      url: pathOf(PROFILE_API.revokeSession.path, { id: bobSession?.id ?? '' }),
      headers: bearer(alice.token),
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(bob.token) })).statusCode,
    ).toBe(200);
  });

  it('logout revokes the refresh token; a rotated refresh token shown again later ends the session', async () => {
    const tokens = await registerByEmail(server, 'rotate-s@example.com');
    const next = RefreshTokenAnswer.parse(
      (
        await server.api({
          method: 'POST',
          url: AUTH_API.refreshToken.path,
          payload: { refresh_token: tokens.refresh_token },
        })
      ).json(),
    );
    const out = await server.api({ method: 'PUT', url: AUTH_API.logout.path, headers: bearer(next.access_token) });
    expect(out.statusCode).toBe(200);
    const again = await server.api({
      method: 'POST',
      url: AUTH_API.refreshToken.path,
      payload: { refresh_token: next.refresh_token },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('deviceOf', () => {
  it('reads browser, OS and platform, and copes with nothing', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null, platform: 'unknown' });
    expect(deviceOf('Googlebot/2.1 (+http://www.google.com/bot.html)').platform).toBe('bot');
  });
});

describe('the previous session', () => {
  it('shows when the previous sign-in began, null on the first', async () => {
    const { token: first } = await registerByEmail(server, 'previous@example.com');
    const me = async (token: string) =>
      ProfileAnswer.parse(
        (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json(),
      ).data;
    expect((await me(first)).previous_login_at).toBeNull();
    const firstSession = await server.api({ method: 'GET', url: PROFILE_API.sessions.path, headers: bearer(first) });
    const firstStart = SessionsAnswer.parse(firstSession.json()).data.find((s) => s.current)?.created_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const login = await server.api({
      method: 'POST',
      url: AUTH_API.loginEmailPassword.path,
      payload: { email: 'previous@example.com', password: 'password1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const second = TokenAnswer.parse(login.json()).token;
    expect((await me(second)).previous_login_at).toBe(firstStart);
    // The first session still sees none before it.
    expect((await me(first)).previous_login_at).toBeNull();
  });
});
