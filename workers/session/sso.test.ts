import { describe, expect, it } from 'vitest';
import { ssoOnLoadTarget, withReturn } from './sso';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const base = {
  sso: 'https://sso.example.com/login',
  signedIn: false,
  href: 'https://site.example/en/games/dice?x=1',
  alreadyRedirected: false,
  development: false,
  userAgent: CHROME,
};

describe('SSO redirect on load (spec §4)', () => {
  it('sends a guest to the SSO address with the current address encoded', () => {
    const target = ssoOnLoadTarget(base);
    expect(target).toBe(`https://sso.example.com/login?redirect=${encodeURIComponent(base.href)}`);
    expect(new URL(target ?? '').searchParams.get('redirect')).toBe(base.href);
  });

  it('stays with a token, a no_sso query, an earlier redirect, in development, for bots, or without an address', () => {
    expect(ssoOnLoadTarget({ ...base, signedIn: true })).toBeNull();
    expect(ssoOnLoadTarget({ ...base, href: 'https://site.example/?no_sso' })).toBeNull();
    expect(ssoOnLoadTarget({ ...base, alreadyRedirected: true })).toBeNull();
    expect(ssoOnLoadTarget({ ...base, development: true })).toBeNull();
    expect(ssoOnLoadTarget({ ...base, userAgent: GOOGLEBOT })).toBeNull();
    expect(ssoOnLoadTarget({ ...base, sso: null })).toBeNull();
  });

  it('keeps the SSO address’s own query', () => {
    expect(withReturn('https://sso.example.com/?app=lucky', 'https://site.example/')).toBe(
      'https://sso.example.com/?app=lucky&redirect=https%3A%2F%2Fsite.example%2F',
    );
  });
});
