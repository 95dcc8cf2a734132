import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from '../lib/cookies';
import {
  decideLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  localeForPath,
  savedLocale,
  stripLocale,
  withLocale,
} from './locale-cookie';

describe('locale cookie rules (spec §3, §5)', () => {
  it('accepts only ru, en and kz', () => {
    expect(savedLocale('ru')).toBe('ru');
    expect(savedLocale('en')).toBe('en');
    expect(savedLocale('kz')).toBe('kz');
    for (const bad of ['kk', 'de', 'EN', '', null, undefined, 'ru-RU']) expect(savedLocale(bad)).toBeNull();
  });

  it('is written for 365 days on path / with SameSite=Lax', () => {
    const cookie = serializeCookie(LOCALE_COOKIE, 'kz', LOCALE_COOKIE_OPTIONS);
    expect(cookie).toBe('i18n_redirected=kz; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(parseCookies(`a=1; ${LOCALE_COOKIE}=kz`)[LOCALE_COOKIE]).toBe('kz');
  });
});

describe('locale in the address (spec §1)', () => {
  it('renders Russian without a prefix when nothing was chosen', () => {
    expect(decideLocale(undefined, '/betting', null)).toEqual({ kind: 'render', locale: 'ru' });
    expect(decideLocale(undefined, '/betting', 'ru')).toEqual({ kind: 'render', locale: 'ru' });
  });

  it('honours a saved locale on an unprefixed path', () => {
    expect(decideLocale(undefined, '/games/dice', 'kz')).toEqual({
      kind: 'redirect',
      locale: 'kz',
      to: '/kz/games/dice',
    });
    expect(decideLocale(undefined, '/', 'en')).toEqual({ kind: 'redirect', locale: 'en', to: '/en' });
  });

  it('sends /ru/... to the unprefixed path', () => {
    expect(decideLocale('ru', '/ru/faq', 'en')).toEqual({ kind: 'redirect', locale: 'ru', to: '/faq' });
    expect(decideLocale('ru', '/ru', null)).toEqual({ kind: 'redirect', locale: 'ru', to: '/' });
  });

  it('renders en and kz and rejects any other prefix', () => {
    expect(decideLocale('en', '/en/faq', 'kz')).toEqual({ kind: 'render', locale: 'en' });
    expect(decideLocale('kz', '/kz', null)).toEqual({ kind: 'render', locale: 'kz' });
    expect(decideLocale('de', '/de/faq', null)).toEqual({ kind: 'not-found' });
  });

  it('moves a path between locales', () => {
    expect(withLocale('/en/games/dice', 'ru')).toBe('/games/dice');
    expect(withLocale('/games/dice', 'kz')).toBe('/kz/games/dice');
    expect(withLocale('/kz', 'en')).toBe('/en');
    expect(stripLocale('/english-page')).toBe('/english-page');
  });
});

describe('first-render locale', () => {
  it('comes from the prefix, else the saved choice, else Russian', () => {
    expect(localeForPath('/en/games/dice', 'kz')).toBe('en');
    expect(localeForPath('/kz', null)).toBe('kz');
    expect(localeForPath('/ru/faq', 'en')).toBe('ru');
    expect(localeForPath('/faq', 'kz')).toBe('kz');
    expect(localeForPath('/english', null)).toBe('ru');
  });
});
