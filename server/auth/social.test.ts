import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_API, SocialLoginAnswer, TokenAnswer } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { bearer, registerByEmail } from './registration.testing';

const ORIGIN = 'http://localhost:8080';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    oauthClients: {
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      yandex: { clientId: 'yandex-id', clientSecret: 'yandex-secret' },
    },
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const start = async (payload: object) => {
  const res = await server.api({
    method: 'PUT',
    url: AUTH_API.socialLogin.path,
    payload: { origin: ORIGIN, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return SocialLoginAnswer.parse(res.json()).url;
};
const get = (url: string) => {
  const parsed = new URL(url);
  return server.api({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
};
/** The message the popup page posts to its opener. */
const postedMessage = (html: string) => {
  const json = /var m=(\{.*?\}),o=/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { type: string; provider: string; code?: string; error?: string }) : null;
};
const exchange = (code: string) => server.api({ method: 'POST', url: AUTH_API.socialExchange.path, payload: { code } });
const profile = async (token: string) =>
  ProfileAnswer.parse((await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: bearer(token) })).json())
    .data;

describe('social login with the sandbox provider', () => {
  it('runs the whole popup flow: address, consent page, posted code, tokens', async () => {
    const url = await start({
      provider: 'sandbox',
      currency: 'USD',
      stag: 'soc-stag',
      partner: 'soc-partner',
      adult_confirmed: true,
      agreement_accepted: true,
    });
    const consentAddress = new URL(url ?? '');
    expect(consentAddress.origin + consentAddress.pathname).toBe(
      `http://api.localhost${AUTH_API.socialSandboxAuthorize.path}`,
    );
    expect(consentAddress.search).toMatch(/^\?state=[\w-]+$/);
    const consent = await get(url ?? '');
    expect(consent.statusCode).toBe(200);
    expect(consent.headers['content-type']).toMatch(/^text\/html/);
    expect(consent.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(consent.body).toContain('name="sandbox_email"');
    const state = new URL(url ?? '').searchParams.get('state') ?? '';

    const callback = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'sandbox' })}?state=${state}&sandbox_email=Pop@Sandbox.test&sandbox_name=Pop&consent=allow`,
    });
    expect(callback.statusCode).toBe(200);
    const csp = String(callback.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(callback.body).toContain(`<script nonce="${nonce}">`);
    // Posted to exactly the page's origin.
    expect(callback.body).toContain(`o="${ORIGIN}"`);
    expect(callback.body).toContain(`window.opener.postMessage(m,o)`);
    const message = postedMessage(callback.body);
    expect(message).toMatchObject({ type: 'social-login', provider: 'sandbox' });

    const tokens = await exchange(message?.code ?? '');
    expect(tokens.statusCode, tokens.body).toBe(200);
    const me = await profile(TokenAnswer.parse(tokens.json()).token);
    expect(me).toMatchObject({
      email: 'pop@sandbox.test',
      name: 'Pop',
      register_method: 'social',
      currency: 'USD',
      is_password_exists: false,
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ stag: 'soc-stag', partner: 'soc-partner' });
    expect(row?.agreementAcceptedAt).toBeInstanceOf(Date);

    // The code and the state are single use.
    expect((await exchange(message?.code ?? '')).statusCode).toBe(422);
    const replay = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'sandbox' })}?state=${state}&sandbox_email=x@sandbox.test`,
    });
    expect(replay.statusCode).toBe(400);
    expect(postedMessage(replay.body)).toBeNull();

    // The same identity signs in to the same account.
    const again = await start({ provider: 'sandbox' });
    const state2 = new URL(again ?? '').searchParams.get('state') ?? '';
    const second = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'sandbox' })}?state=${state2}&sandbox_email=pop@sandbox.test`,
    });
    const code2 = postedMessage(second.body)?.code ?? '';
    expect((await profile(TokenAnswer.parse((await exchange(code2)).json()).token)).id).toBe(me.id);
  });

  it('posts an error when the player denies, and does not link to an existing e-mail account', async () => {
    const url = await start({ provider: 'sandbox' });
    const state = new URL(url ?? '').searchParams.get('state') ?? '';
    const denied = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'sandbox' })}?state=${state}&error=access_denied`,
    });
    expect(postedMessage(denied.body)).toEqual({ type: 'social-login', provider: 'sandbox', error: 'access_denied' });

    const owner = await registerByEmail(server, 'owner@sandbox.test');
    const url2 = await start({ provider: 'sandbox' });
    const state2 = new URL(url2 ?? '').searchParams.get('state') ?? '';
    const res = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'sandbox' })}?state=${state2}&sandbox_email=owner@sandbox.test`,
    });
    const code = postedMessage(res.body)?.code ?? '';
    const me = await profile(TokenAnswer.parse((await exchange(code)).json()).token);
    expect(me.id).not.toBe((await profile(owner.token)).id);
    expect(me.email).toBeNull();
  });

  it('lists the configured providers, the sandbox last and only where it is switched on', async () => {
    const res = await server.api({ method: 'GET', url: AUTH_API.socialProviders.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { providers: ['google', 'yandex', 'sandbox'] } });
  });

  it('refuses an origin that is not ours, and answers url null for a provider that is not configured', async () => {
    const bad = await server.api({
      method: 'PUT',
      url: AUTH_API.socialLogin.path,
      payload: { provider: 'sandbox', origin: 'https://evil.example' },
    });
    expect(bad.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(bad.json()).errors).toEqual({
      origin: ['origin_not_allowed: This site address is not allowed'],
    });
    const unknown = await server.api({
      method: 'PUT',
      url: AUTH_API.socialLogin.path,
      payload: { provider: 'facebook', origin: ORIGIN },
    });
    expect(ValidationErrorBody.parse(unknown.json()).errors.provider?.[0]).toMatch(/^provider_invalid: /);
    expect(await start({ provider: 'vk' })).toBeNull();

    const off = await startTestServer({ socialSandbox: false });
    try {
      const res = await off.api({
        method: 'PUT',
        url: AUTH_API.socialLogin.path,
        payload: { provider: 'sandbox', origin: ORIGIN },
      });
      expect(res.json()).toEqual({ success: true, url: null });
      expect(
        (await off.api({ method: 'GET', url: `${AUTH_API.socialSandboxAuthorize.path}?state=x` })).statusCode,
      ).toBe(404);
      // The page lists only what the server offers: no sandbox, no provider without a client.
      const offered = await off.api({ method: 'GET', url: AUTH_API.socialProviders.path });
      expect(offered.json()).toEqual({ success: true, data: { providers: [] } });
    } finally {
      await off.close();
    }
  });
});

describe('OAuth providers through arctic', () => {
  it('Google: authorization address with PKCE, then the code exchanged for an ID token', async () => {
    const url = new URL((await start({ provider: 'google' })) ?? '');
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('google-id');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `http://api.localhost${pathOf(AUTH_API.socialCallback.path, { provider: 'google' })}`,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const state = url.searchParams.get('state') ?? '';

    const payload = Buffer.from(
      JSON.stringify({ sub: 'g-123', email: 'g@example.com', email_verified: true, name: 'Gee' }),
    ).toString('base64url');
    const idToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.sig`;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const request = input instanceof Request ? input : new Request(input);
      calls.push(request.url);
      return Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    });
    const callback = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'google' })}?state=${state}&code=auth-code`,
    });
    vi.unstubAllGlobals();
    expect(calls).toEqual(['https://oauth2.googleapis.com/token']);
    const code = postedMessage(callback.body)?.code ?? '';
    const me = await profile(TokenAnswer.parse((await exchange(code)).json()).token);
    expect(me).toMatchObject({
      email: 'g@example.com',
      name: 'Gee',
      register_method: 'social',
      is_email_verified: true,
    });
  });

  it('Yandex: the profile is read with the access token; a failing provider posts provider_error', async () => {
    const url = new URL((await start({ provider: 'yandex' })) ?? '');
    expect(url.origin).toBe('https://oauth.yandex.com');
    const state = url.searchParams.get('state') ?? '';
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.startsWith('https://oauth.yandex.com/token')) {
        return Response.json({ access_token: 'y-at', token_type: 'bearer', expires_in: 3600 });
      }
      expect(request.headers.get('authorization')).toBe('OAuth y-at');
      return Response.json({ id: '777', default_email: 'y@yandex.ru', real_name: 'Ya' });
    });
    const callback = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'yandex' })}?state=${state}&code=c`,
    });
    vi.unstubAllGlobals();
    const me = await profile(
      TokenAnswer.parse((await exchange(postedMessage(callback.body)?.code ?? '')).json()).token,
    );
    expect(me).toMatchObject({ email: 'y@yandex.ru', name: 'Ya' });

    const url2 = new URL((await start({ provider: 'yandex' })) ?? '');
    vi.stubGlobal('fetch', async () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const failed = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'yandex' })}?state=${url2.searchParams.get('state')}&code=bad`,
    });
    expect(postedMessage(failed.body)).toEqual({ type: 'social-login', provider: 'yandex', error: 'provider_error' });
  });

  it('posts provider_unreachable when the provider cannot be reached', async () => {
    const url = new URL((await start({ provider: 'google' })) ?? '');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const callback = await server.api({
      method: 'GET',
      url: `${pathOf(AUTH_API.socialCallback.path, { provider: 'google' })}?state=${url.searchParams.get('state')}&code=c`,
    });
    expect(postedMessage(callback.body)).toEqual({
      type: 'social-login',
      provider: 'google',
      error: 'provider_unreachable',
    });
  });
});
