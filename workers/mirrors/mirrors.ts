import { AUTH_API } from '../../contract/api/auth';
import { MIRRORS_API } from '../../contract/api/mirrors';
import type { MirrorTrust } from '../../worker-shared/mirror-trust';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createFailover } from './failover';
import { createFailoverFetch } from './failover-fetch';
import { createMirrorCheck } from './mirror-check';
import { apiOf, createProbe, siteOf } from './probe';

/** A sign-in right after a list was fetched does not fetch it again. */
const REFRESH_AGAIN_MS = 10_000;

interface MirrorsDeps {
  /** The page's own API base (the api subdomain of the page's host, or the configured one in development). */
  pageApiBase: string;
  /** The page's scheme, e.g. `https:`. */
  protocol: string;
  /** The keys the list may be signed with (the build's and those learned from lists it signed). */
  trust: MirrorTrust;
  emit: EmitWorkerEvent;
  /** The session's HTTP client (created after this module, which gives it its fetch). */
  http: () => HttpClient;
  store: {
    readList(): Promise<unknown>;
    writeList(list: unknown): Promise<void>;
    writeApiBase(base: string): Promise<void>;
  };
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * Mirrors in the worker: the verified signed list (cached in syncStore), the spec's periodic check while signed in,
 * and the failover that moves the API base to a working mirror when the current one stops answering.
 */
export function createMirrors(deps: MirrorsDeps) {
  const now = deps.now ?? Date.now;
  const fetcher = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const probe = createProbe(fetcher);
  let base = deps.pageApiBase;
  /** The mirror site the page is offered to move to: where the API failed over, or where mirrorRedirect points. */
  let target: string | null = null;
  let domains: string[] | null = null;
  let refreshedAt = Number.NEGATIVE_INFINITY;

  /** Accepts a list only when it verifies; answers whether it did. */
  async function adopt(list: unknown, persist: boolean): Promise<boolean> {
    const checked = await deps.trust.verify(list, now());
    if (!checked.ok) {
      console.warn(`Mirror list rejected (${checked.reason})`);
      return false;
    }
    domains = checked.domains;
    if (persist) await deps.store.writeList(list).catch(() => {});
    return true;
  }

  async function knownDomains(): Promise<string[]> {
    if (domains === null) {
      const cached = await deps.store.readList().catch(() => null);
      if (!(cached && (await adopt(cached, false)))) domains = [];
    }
    return domains ?? [];
  }

  /** GET /api/getMirrorsToCheck; a failure is only logged (spec §8). */
  async function refresh(): Promise<void> {
    refreshedAt = now();
    try {
      const answer = await call(deps.http(), MIRRORS_API.mirrorsToCheck);
      await adopt(answer.data, true);
    } catch (error) {
      console.warn('Mirror list could not be loaded', error);
    }
  }

  const domainOfBase = (apiBase: string) => new URL(apiBase).host.replace(/^api\./, '');

  const failover = createFailover({
    current: () => base,
    candidates: async () => [deps.pageApiBase, ...(await knownDomains()).map((d) => apiOf(d, deps.protocol))],
    probe,
    async switchTo(next, from) {
      base = next;
      console.warn(`API failover: ${from} → ${next}`);
      await deps.store.writeApiBase(next).catch(() => {});
      offer(next === deps.pageApiBase ? null : domainOfBase(next), 'failover');
    },
  });

  function offer(domain: string | null, reason: 'failover' | 'redirect'): void {
    target = domain;
    deps.emit('mirror', { domain, site: domain ? siteOf(domain, deps.protocol) : null, reason });
  }

  const check = createMirrorCheck({
    domains: knownDomains,
    siteOf: (domain) => siteOf(domain, deps.protocol),
    probe,
    async report(results) {
      await call(deps.http(), MIRRORS_API.antiBonusResult, { body: { results } });
    },
  });

  return {
    /** The API base requests go to now. */
    base: () => base,
    /** The fetch the session's HTTP client must use. */
    fetch: createFailoverFetch({ fetch: fetcher, base: () => base, failover }),
    /** At start: the cached list first (failover must work before the network answers), then a fresh one. */
    async start(): Promise<void> {
      await deps.store.writeApiBase(base).catch(() => {});
      await knownDomains();
      void refresh();
    },
    refresh,
    /** POST /middleware/mirrorRedirect: a visitor of a mirror known to be blocked is offered the working one. */
    async askRedirect(domain: string): Promise<void> {
      try {
        const answer = await call(deps.http(), MIRRORS_API.mirrorRedirect, { body: { domain } });
        const host = answer.data.redirect ? new URL(answer.data.redirect).host : null;
        if (host && host !== domain && !target) offer(host, 'redirect');
      } catch (error) {
        console.warn('Mirror redirect check failed', error);
      }
    },
    /** Follows the session: the check runs while signed in (spec §4), and a sign-in refreshes the list. */
    setSignedIn(signedIn: boolean): void {
      if (signedIn && !check.running) {
        check.start();
        if (now() - refreshedAt > REFRESH_AGAIN_MS) void refresh();
      } else if (!signedIn) {
        check.stop();
      }
    },
    /**
     * The address of the mirror site the API moved to, at `path`, with a one-time sign-in token so the player
     * stays signed in there (spec §2 simpleAuthToken). Null when the API did not move.
     */
    moveLink: (path: string, signedIn: boolean): Promise<ApiResult<string | null>> =>
      attempt(async () => {
        if (!target) return null;
        const url = new URL(path, siteOf(target, deps.protocol));
        url.searchParams.delete('simpleAuthToken');
        if (signedIn) {
          const answer = await call(deps.http(), AUTH_API.simpleAuthIssue);
          url.searchParams.set('simple_auth', '1');
          url.searchParams.set('simpleAuthToken', answer.data.token);
        }
        return url.toString();
      }),
  };
}

export type Mirrors = ReturnType<typeof createMirrors>;
