import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/client';
import { json, scriptedFetch } from '../http/scripted-fetch.testing';
import { createSportsFeed } from './feed';

function feedAnswering(status: number, body: unknown) {
  const server = scriptedFetch(() => json(status, body));
  const http = createHttpClient({
    baseURL: () => 'http://api.localhost:8080',
    accessToken: () => 't',
    region: () => null,
    locale: () => 'en',
    refreshAccessToken: async () => null,
    fetch: server.fetch,
    retryDelayMs: 0,
  });
  const refreshProfile = vi.fn(async () => undefined);
  return { server, refreshProfile, feed: createSportsFeed({ http, emit: vi.fn(), refreshProfile }) };
}

const body = { legs: [{ selection_id: 5, odds: '1.85' }], stake: '10.00', odds_policy: 'ask' as const };

describe('sports feed', () => {
  it('sends a bet under the slip’s Idempotency-Key', async () => {
    const { server, feed } = feedAnswering(500, { code: 'internal', message: 'boom' });
    await feed.placeBet(body, 'slip-key-123456');
    expect(server.calls.at(-1)?.headers.get('idempotency-key')).toBe('slip-key-123456');
  });

  it('answers an odds change with today’s odds (the refusal’s details)', async () => {
    const changes = [{ selection_id: 5, odds: '1.70' }];
    const { feed, refreshProfile } = feedAnswering(409, {
      code: 'odds_changed',
      message: 'The odds changed',
      details: { changes },
    });
    const result = await feed.placeBet(body, 'slip-key-123456');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'http', status: 409, code: 'odds_changed', message: 'The odds changed', details: { changes } },
    });
    expect(refreshProfile).not.toHaveBeenCalled();
  });
});
