import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { POLICIES_API } from '../../contract/api/policies';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { loadLeaderboard } from './leaderboard';
import { loadPolicy } from './policies';
import { dexiePolicyCache } from './policy-cache';

const policy = (version: number) => ({
  document: 'kyc',
  locale: 'en',
  version,
  title: 'KYC policy',
  sections: [{ heading: 'Why', paragraphs: [`Text of version ${version}`] }],
  published_at: '2026-11-25T10:00:00.000Z',
});

function client(online: () => boolean) {
  let version = 1;
  const server = scriptedFetch(({ url }) => {
    if (!online()) throw new TypeError('Failed to fetch');
    expect(url.pathname).toBe(pathOf(POLICIES_API.current.path, { document: 'kyc' }));
    expect(url.searchParams.get('locale')).toBe('en');
    return json(200, { data: policy(version++) });
  });
  return createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => null,
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
}

describe('policy pages offline', () => {
  it('answers the last copy fetched, with its time, when the network is gone', async () => {
    let online = true;
    const http = client(() => online);
    const cache = dexiePolicyCache('policy-test');
    expect(await loadPolicy(http, cache, 'kyc', 'en')).toMatchObject({ ok: true, data: { version: 1, savedAt: null } });
    expect(await loadPolicy(http, cache, 'kyc', 'en')).toMatchObject({ ok: true, data: { version: 2 } });
    online = false;
    const offline = await loadPolicy(http, cache, 'kyc', 'en');
    expect(offline).toMatchObject({
      ok: true,
      data: { version: 2, sections: [{ paragraphs: ['Text of version 2'] }] },
    });
    expect(offline.ok && offline.data.savedAt).toBeGreaterThan(0);
    // Never fetched in this language: nothing kept, the failure stands.
    expect(await loadPolicy(http, cache, 'kyc', 'ru')).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });
});

describe('content answers are checked', () => {
  it('refuses a malformed policy or leaderboard instead of handing it to the page', async () => {
    const cache = dexiePolicyCache('policy-malformed');
    const noSections = clientAnswering({ data: { ...policy(1), sections: undefined } });
    expect(await loadPolicy(noSections, cache, 'kyc', 'en')).toMatchObject(MALFORMED);
    const badRank = clientAnswering({
      data: {
        period: 'day',
        currency: 'RUB',
        period_start: null,
        refreshed_at: null,
        wagered: [{ rank: 0, name: 'x', hidden: false, avatar: null, amount: '1.00', is_me: false }],
        biggest_win: [],
        me: null,
      },
    });
    expect(await loadLeaderboard(badRank, 'day', 'RUB')).toMatchObject(MALFORMED);
  });
});
