import {
  AUTH_API,
  type LoginEmailPasswordBody,
  type RegisterEmailBody,
  type TokenAnswer,
} from '../../contract/api/auth';
import { GEO_BLOCKED_STATUS } from '../../contract/api/geo';
import { PROFILE_API, type ProfileAnswer } from '../../contract/api/profile';
import { fromMinor, toMinor } from '../../contract/money';
import type { Region } from '../../contract/regions';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call, callRaw } from '../http/call';
import { createHttpClient, type HttpClientOptions, toFailure } from '../http/client';
import { singleFlight } from '../http/single-flight';
import type { StoredSession } from '../storage/session-store';
import { totpHeaders } from './second-factor';
import { withReturn } from './sso';

interface SessionDeps {
  emit: EmitWorkerEvent;
  store: {
    read(): Promise<StoredSession | null>;
    write(session: Omit<StoredSession, 'id'>): Promise<void>;
    update(changes: Partial<Omit<StoredSession, 'id'>>): Promise<void>;
    clear(): Promise<void>;
  };
  baseURL: () => string;
  /** The page's current address, for the SSO redirect's return link. */
  currentUrl: () => string;
  fetch?: HttpClientOptions['fetch'];
  retryDelayMs?: number;
  /** True in development, where the SSO redirects are skipped (spec §4). */
  development?: boolean;
  /** Extra query of the profile call (spec §7: whoAreYou from the super_bonus cookie). */
  profileQuery?: () => Record<string, string> | undefined;
  /** Any call answered 451 (geo-blocked). */
  onGeoBlocked?: () => void;
  /** Serialises refreshes across tabs (Web Locks); a plain call where the API is missing. */
  withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** The page's locale now (Accept-Language of every call, the very first included). */
  locale: () => string;
}

/**
 * The session the worker owns (spec §4 Auth and Token refresh): tokens, the profile,
 * the one refresh in flight, and what happens when it fails.
 */
export function createSession(deps: SessionDeps) {
  let accessToken: string | null = null;
  let refreshToken: string | null = null;
  let sso: string | null = null;
  let region: Region | null = null;
  let profile: ProfileAnswer | null = null;
  /** Counts balances answered by writes, so a profile read sent before one never puts back the older balance. */
  let balanceWrites = 0;
  const withLock = deps.withLock ?? ((_name, task) => task());

  const http = createHttpClient({
    baseURL: deps.baseURL,
    accessToken: () => accessToken,
    region: () => region,
    locale: deps.locale,
    refreshAccessToken: () => refreshOnce(),
    ...(deps.onGeoBlocked ? { onGeoBlocked: deps.onGeoBlocked } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
  });

  const refreshOnce = singleFlight(() =>
    withLock('session-refresh', async () => {
      // Another tab may have refreshed already: adopt its tokens instead of spending ours.
      const stored = await deps.store.read();
      if (stored && stored.refreshToken !== refreshToken && stored.accessToken !== accessToken) {
        accessToken = stored.accessToken;
        refreshToken = stored.refreshToken;
        deps.emit('session', { token: accessToken });
        return accessToken;
      }
      if (!refreshToken) return failRefresh();
      try {
        const answer = await callRaw(http, AUTH_API.refreshToken, { body: { refresh_token: refreshToken } });
        accessToken = answer.access_token;
        refreshToken = answer.refresh_token;
        await deps.store.update({ accessToken, refreshToken });
        deps.emit('session', { token: accessToken });
        return accessToken;
      } catch {
        return failRefresh();
      }
    }),
  );

  async function failRefresh(): Promise<null> {
    const link = sso;
    await clearLocally();
    if (link) deps.emit('redirect', { url: withReturn(link, deps.currentUrl()) });
    return null;
  }

  async function clearLocally(): Promise<void> {
    accessToken = null;
    refreshToken = null;
    sso = null;
    profile = null;
    await deps.store.clear();
    deps.emit('session', { token: null });
    deps.emit('profile', { profile: null, updatedAt: null, stale: false });
  }

  async function signIn(answer: TokenAnswer): Promise<void> {
    accessToken = answer.token;
    refreshToken = answer.refresh_token;
    sso = answer.sso ?? null;
    await deps.store.write({ accessToken, refreshToken, sso, profile: null, profileAt: null });
    deps.emit('session', { token: accessToken });
    await loadProfile();
    // Spec §4 Auth: with an SSO address, outside development, the browser goes there with the current address.
    if (sso && !deps.development) deps.emit('redirect', { url: withReturn(sso, deps.currentUrl()) });
  }

  /**
   * Fetches the profile. An HTTP failure ends the session locally (spec §8); a network failure, or an answer the
   * worker cannot read (the server's fault, not the session's), keeps the offline copy.
   */
  async function loadProfile(): Promise<ApiResult<ProfileAnswer>> {
    if (!accessToken) return { ok: false, failure: { kind: 'http', status: 401, code: 'unauthorized', message: '' } };
    try {
      const query = deps.profileQuery?.();
      const writesBefore = balanceWrites;
      let fresh = await call(http, PROFILE_API.user, { query: query ?? {} });
      const kept = profile?.data;
      if (balanceWrites !== writesBefore && kept) {
        // A bet answered while this read was on the wire: its balance is at least as new as the read's.
        const { balance, bonus_balance, total_balance } = kept;
        fresh = { ...fresh, data: { ...fresh.data, balance, bonus_balance, total_balance } };
      }
      const profileAt = Date.now();
      profile = fresh;
      region ??= fresh.region;
      await deps.store.update({ profile: fresh, profileAt });
      deps.emit('profile', { profile: fresh, updatedAt: profileAt, stale: false });
      return { ok: true, data: fresh };
    } catch (error) {
      const failure = toFailure(error);
      const unreadable = failure.kind === 'http' && failure.code === 'answer_malformed';
      if (failure.kind === 'network' || failure.kind === 'unconfirmed' || unreadable) {
        const stored = await deps.store.read();
        if (stored?.profile)
          deps.emit('profile', { profile: stored.profile, updatedAt: stored.profileAt, stale: true });
      } else if (accessToken && failure.status !== GEO_BLOCKED_STATUS) {
        // A geo-blocked player keeps the session for when they are back (the page shows /no-access meanwhile).
        await clearLocally();
      }
      return { ok: false, failure };
    }
  }

  /** Signs the player in with the tokens a sign-in call answers (sent with `callRaw`: no session yet). */
  function authenticate(signInCall: () => Promise<TokenAnswer>): Promise<ApiResult<null>> {
    return attempt(async () => {
      await signIn(await signInCall());
      return null;
    });
  }

  return {
    http,
    /** Restores the session from the page's token cookie and the worker's stored refresh token. */
    async restore(cookieToken: string | null): Promise<void> {
      const stored = await deps.store.read();
      if (!cookieToken) {
        if (stored) await deps.store.clear();
        deps.emit('profile', { profile: null, updatedAt: null, stale: false });
        return;
      }
      accessToken = stored && stored.accessToken !== cookieToken ? stored.accessToken : cookieToken;
      refreshToken = stored?.refreshToken ?? null;
      sso = stored?.sso ?? null;
      if (stored?.profile) {
        profile = stored.profile;
        deps.emit('profile', { profile: stored.profile, updatedAt: stored.profileAt, stale: true });
      }
      // The player holds a token: the page shows the signed-in frame at once, saved copy or not (issue 13).
      deps.emit('session', { token: accessToken });
      await loadProfile();
    },
    /** Any call that answers tokens (registrations, logins by password or code): signs the player in. */
    authenticate,
    /** The server answered the whole updated User (settings): apply it in place. */
    async applyUser(user: ProfileAnswer['data']): Promise<void> {
      if (!profile) return;
      profile = { ...profile, data: user };
      const profileAt = Date.now();
      await deps.store.update({ profile, profileAt });
      deps.emit('profile', { profile, updatedAt: profileAt, stale: false });
    },
    register: (body: RegisterEmailBody) => authenticate(() => callRaw(http, AUTH_API.registerEmail, { body })),
    login: (body: LoginEmailPasswordBody, totp?: string) =>
      authenticate(() => callRaw(http, AUTH_API.loginEmailPassword, { body, headers: totpHeaders(totp) })),
    loadProfile,
    /** Spec §4: logout calls the server, then clears everything whatever the result. */
    async logout(): Promise<void> {
      if (accessToken) {
        try {
          await call(http, AUTH_API.logout);
        } catch {
          // The local session ends anyway.
        }
      }
      await clearLocally();
    },
    /** The Region header follows the geo answer (spec §4: KZ or RU only). */
    setRegion(next: Region) {
      region = next;
    },
    get signedIn() {
      return accessToken !== null;
    },
    /**
     * A round or payout answered the new cash balance (and a round that touched a bonus, the bonus balance): update
     * the profile in place, no extra request.
     */
    async applyCashBalance(balance: string, bonusBalance?: string): Promise<void> {
      if (!profile) return;
      balanceWrites++;
      const { currency } = profile.data;
      const bonus_balance = bonusBalance ?? profile.data.bonus_balance;
      const total = fromMinor(toMinor(balance, currency) + toMinor(bonus_balance, currency), currency);
      profile = { ...profile, data: { ...profile.data, balance, bonus_balance, total_balance: total } };
      const profileAt = Date.now();
      await deps.store.update({ profile, profileAt });
      deps.emit('profile', { profile, updatedAt: profileAt, stale: false });
    },
    /** The last profile loaded (or the offline copy). */
    get profile(): ProfileAnswer | null {
      return profile;
    },
  };
}

export type Session = ReturnType<typeof createSession>;
