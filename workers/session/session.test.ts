import { describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/api/auth';
import { GEO_API } from '../../contract/api/geo';
import { PROFILE_API } from '../../contract/api/profile';
import type { WorkerEvent } from '../events';
import { json, type RecordedCall, scriptedFetch } from '../http/scripted-fetch.testing';
import type { StoredSession } from '../storage/session-store';
import { aProfile } from './profile.testing';
import { createSession } from './session';

function memoryStore(initial: StoredSession | null = null) {
  let value = initial;
  return {
    read: async () => value,
    write: async (s: Omit<StoredSession, 'id'>) => {
      value = { id: 'current', ...s };
    },
    update: async (changes: Partial<Omit<StoredSession, 'id'>>) => {
      if (value) value = { ...value, ...changes };
    },
    clear: async () => {
      value = null;
    },
    get value() {
      return value;
    },
  };
}

const profile = aProfile();

function setup(
  handler: (call: RecordedCall) => Response | Promise<Response>,
  stored: StoredSession | null,
  profileQuery?: () => Record<string, string> | undefined,
  locale = 'en',
) {
  const server = scriptedFetch(handler);
  const events: WorkerEvent[] = [];
  const store = memoryStore(stored);
  const session = createSession({
    emit: (type, payload) => events.push({ type, payload } as WorkerEvent),
    store,
    baseURL: () => 'http://api.localhost:8080',
    currentUrl: () => 'http://localhost:8080/en/games/dice?x=1',
    fetch: server.fetch,
    retryDelayMs: 0,
    locale: () => locale,
    ...(profileQuery ? { profileQuery } : {}),
  });
  return { server, events, store, session };
}

const signedIn: StoredSession = {
  id: 'current',
  accessToken: 'old',
  refreshToken: 'r1',
  sso: null,
  profile: null,
  profileAt: null,
};

describe('token refresh (spec §4)', () => {
  it('20 concurrent 401s make exactly one refresh call and 20 successful retries', async () => {
    const { server, session, store } = setup(async (call) => {
      if (call.url.pathname === AUTH_API.refreshToken.path) {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      if (call.url.pathname === PROFILE_API.user.path) return json(200, profile);
      return call.headers.get('authorization') === 'Bearer new' ? json(200, { ok: call.url.pathname }) : json(401, {});
    }, signedIn);
    await session.restore('old');
    server.calls.length = 0;

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => session.http.request<{ ok: string }>(`/thing/${i}`)),
    );

    expect(answers.map((a) => a.ok)).toEqual(Array.from({ length: 20 }, (_, i) => `/thing/${i}`));
    expect(server.calls.filter((c) => c.url.pathname === AUTH_API.refreshToken.path)).toHaveLength(1);
    expect(server.calls.filter((c) => c.headers.get('authorization') === 'Bearer new')).toHaveLength(20);
    expect(store.value?.refreshToken).toBe('r2');
  });

  it('sends the stored refresh token and keeps the rotated one', async () => {
    const { server, session } = setup(
      (call) =>
        call.url.pathname === AUTH_API.refreshToken.path
          ? json(200, { access_token: 'new', refresh_token: 'r2' })
          : call.headers.get('authorization') === 'Bearer new'
            ? json(200, profile)
            : json(401, {}),
      signedIn,
    );
    await session.restore('old');
    const refresh = server.calls.find((c) => c.url.pathname === AUTH_API.refreshToken.path);
    expect(refresh?.body).toEqual({ refresh_token: 'r1' });
    expect(refresh?.headers.has('authorization')).toBe(false);
    expect(session.signedIn).toBe(true);
  });

  it('a failed refresh logs the player out and sends them to the SSO link with the current address', async () => {
    const { session, events, store } = setup(
      (call) => (call.url.pathname === AUTH_API.refreshToken.path ? json(401, {}) : json(401, {})),
      { ...signedIn, sso: 'https://sso.example/login' },
    );
    await session.restore('old');

    expect(session.signedIn).toBe(false);
    expect(store.value).toBeNull();
    expect(events).toContainEqual({ type: 'session', payload: { token: null } });
    const redirect = events.find((e) => e.type === 'redirect');
    expect(redirect?.payload).toEqual({
      url: `https://sso.example/login?redirect=${encodeURIComponent('http://localhost:8080/en/games/dice?x=1')}`,
    });
  });

  it('a failed refresh without an SSO link just logs out', async () => {
    const { session, events } = setup(() => json(401, {}), signedIn);
    await session.restore('old');
    expect(session.signedIn).toBe(false);
    expect(events.some((e) => e.type === 'redirect')).toBe(false);
  });
});

describe('profile and logout (spec §4, §8)', () => {
  it('keeps the session and shows the stored profile when the network is down', async () => {
    const stored = { ...signedIn, profile, profileAt: 1000 };
    const { session, events } = setup(() => Promise.reject(new TypeError('Failed to fetch')), stored);
    await session.restore('old');
    expect(session.signedIn).toBe(true);
    expect(events).toContainEqual({ type: 'profile', payload: { profile, updatedAt: 1000, stale: true } });
  });

  it('a token with no saved copy offline: the page hears it is signed in, and the profile comes when the network returns', async () => {
    let online = false;
    const { session, events } = setup(
      () => (online ? json(200, profile) : Promise.reject(new TypeError('Failed to fetch'))),
      null,
    );
    await session.restore('cookie-token');
    expect(session.signedIn).toBe(true);
    expect(events).toContainEqual({ type: 'session', payload: { token: 'cookie-token' } });
    expect(events.some((e) => e.type === 'session' && e.payload.token === null)).toBe(false);

    online = true;
    await session.loadProfile();
    expect(events.at(-1)).toEqual({
      type: 'profile',
      payload: { profile, updatedAt: expect.any(Number), stale: false },
    });
  });

  it('clears the session locally when the profile fetch fails', async () => {
    const { session, events } = setup(() => json(500, { code: 'internal', message: 'x' }), signedIn);
    await session.restore('old');
    expect(session.signedIn).toBe(false);
    expect(events).toContainEqual({ type: 'session', payload: { token: null } });
  });

  it('refuses a malformed profile with a clear failure, and keeps the session and its saved copy', async () => {
    const stored = { ...signedIn, profile, profileAt: 1000 };
    const { session, events } = setup(() => json(200, { ...profile, data: { ...profile.data, balance: 7 } }), stored);
    await session.restore('old');
    expect(await session.loadProfile()).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 502, code: 'answer_malformed' },
    });
    expect(session.signedIn).toBe(true);
    expect(events).toContainEqual({ type: 'profile', payload: { profile, updatedAt: 1000, stale: true } });
  });

  it('sends whoAreYou (the super_bonus cookie) with the profile call', async () => {
    const { server, session } = setup(
      () => json(200, profile),
      signedIn,
      () => ({ whoAreYou: 'SB' }),
    );
    await session.restore('old');
    expect(server.calls[0]?.url.searchParams.get('whoAreYou')).toBe('SB');
  });

  it('keeps the session of a geo-blocked player (451) for when they are back', async () => {
    const { session, store } = setup(() => json(451, { code: 'geo_blocked', message: 'x' }), signedIn);
    await session.restore('old');
    expect(session.signedIn).toBe(true);
    expect(store.value?.refreshToken).toBe('r1');
  });

  it('logout clears the session even when the server call fails', async () => {
    const { session, server, store } = setup(
      (call) => (call.url.pathname === AUTH_API.logout.path ? json(503, {}) : json(200, profile)),
      signedIn,
    );
    await session.restore('old');
    await session.logout();
    expect(server.calls.some((c) => c.url.pathname === AUTH_API.logout.path && c.method === 'PUT')).toBe(true);
    expect(session.signedIn).toBe(false);
    expect(store.value).toBeNull();
  });

  it('registration stores the tokens, announces the session and loads the profile', async () => {
    const { session, events, store } = setup(
      (call) =>
        call.url.pathname === AUTH_API.registerEmail.path
          ? json(200, { success: true, token: 'a1', refresh_token: 'r1' })
          : json(200, profile),
      null,
    );
    await session.restore(null);
    const result = await session.register({
      email: 'a@b.co',
      password: 'longenough',
      currency: 'USD',
      adult_confirmed: true,
      agreement_accepted: true,
    });
    expect(result).toEqual({ ok: true, data: null });
    expect(store.value?.refreshToken).toBe('r1');
    expect(events).toContainEqual({ type: 'session', payload: { token: 'a1' } });
    expect(events.some((e) => e.type === 'profile' && e.payload.profile !== null)).toBe(true);
  });

  it('a login answering an SSO address sends the browser there with the current address', async () => {
    const { session, events } = setup(
      (call) =>
        call.url.pathname === AUTH_API.loginEmailPassword.path
          ? json(200, { success: true, token: 'a1', refresh_token: 'r1', sso: 'https://sso.example/in' })
          : json(200, profile),
      null,
    );
    await session.restore(null);
    await session.login({ email: 'a@b.co', password: 'x' });
    expect(events.at(-1)).toEqual({
      type: 'redirect',
      payload: {
        url: `https://sso.example/in?redirect=${encodeURIComponent('http://localhost:8080/en/games/dice?x=1')}`,
      },
    });
  });

  it('a rejected registration returns the errors map and signs nobody in', async () => {
    const { session, store } = setup(() => json(422, { errors: { email: ['email_taken: Taken'] } }), null);
    await session.restore(null);
    const result = await session.register({
      email: 'a@b.co',
      password: 'longenough',
      adult_confirmed: true,
      agreement_accepted: true,
    });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'validation', status: 422, errors: { email: ['email_taken: Taken'] } },
    });
    expect(store.value).toBeNull();
    expect(session.signedIn).toBe(false);
  });
});

describe('the balance in the profile', () => {
  it('a profile read sent before a bet answered does not put back the balance from before the bet', async () => {
    let release: () => void = () => {};
    let reads = 0;
    const { session, events } = setup(async (call) => {
      if (call.url.pathname !== PROFILE_API.user.path) return json(404, {});
      reads++;
      // The second read leaves before the bet is answered and comes back after it.
      if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
      return json(200, {
        ...profile,
        data: { ...profile.data, balance: '1000.00', bonus_balance: '0.00', total_balance: '1000.00' },
      });
    }, signedIn);
    await session.restore('old');
    const slowRead = session.loadProfile();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await session.applyCashBalance('990.00');
    release();
    await slowRead;
    expect(session.profile?.data.balance).toBe('990.00');
    const last = events.filter((event) => event.type === 'profile').at(-1);
    expect(last?.type === 'profile' && last.payload.profile?.data.balance).toBe('990.00');
  });
});

describe('Accept-Language', () => {
  it("carries the page's locale from the very first call, before the session is restored, and follows a switch", async () => {
    let locale = 'en';
    const server = scriptedFetch(() => json(200, { ok: true }));
    const session = createSession({
      emit: () => {},
      store: memoryStore(null),
      baseURL: () => 'http://api.localhost:8080',
      currentUrl: () => 'http://localhost:8080/en',
      fetch: server.fetch,
      retryDelayMs: 0,
      locale: () => locale,
    });
    await session.http.request(GEO_API.geoIp.path);
    locale = 'kz';
    await session.http.request(GEO_API.geoIp.path);
    expect(server.calls.map((call) => call.headers.get('accept-language'))).toEqual(['en-US', 'kk-KZ']);
  });
});

describe('sign-in answers are checked', () => {
  it('refuses a sign-in answer without a token and keeps the player signed out', async () => {
    const { session, store } = setup(
      (call) =>
        call.url.pathname === AUTH_API.loginEmailPassword.path
          ? json(200, { success: true, token: 42, refresh_token: 'r1' })
          : json(200, profile),
      null,
    );
    await session.restore(null);
    const result = await session.login({ email: 'a@b.co', password: 'x' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 502, code: 'answer_malformed' } });
    expect(session.signedIn).toBe(false);
    expect(store.value).toBeNull();
  });
});
