import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const key = new TextEncoder().encode('a test key of enough length for HS256 ....');
const claims = { userId: 42, sessionId: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verifies a token again and again, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z') });
    const token = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T12:00:59Z'));
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T12:01:00Z'));
    expect(await verifyAccessToken(key, token)).toBeNull();
    expect(await verifyAccessToken(key, token)).toBeNull();
  });

  it('refuses a token signed with another key, even one verified under its own', async () => {
    const token = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    const other = new TextEncoder().encode('another key, also long enough for HS256');
    expect(await verifyAccessToken(other, token)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sid: 'session-1', sub: '1', exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(key, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
