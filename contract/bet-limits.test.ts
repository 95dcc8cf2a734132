import { describe, expect, it } from 'vitest';
import { BET_LIMIT_GAMES, BET_LIMITS, type BetLimitGame, checkBet, MIN_PAYOUT, ROOM_ENTRY } from './bet-limits';
import { CURRENCIES, type Currency, fromMinor } from './money';

/** A limit as decimal strings, for comparison with the spec's cells; '' where there is no bound. */
function shown(currency: Currency, game: BetLimitGame): string {
  const { min, max } = BET_LIMITS[currency][game];
  return `${min === null ? '' : fromMinor(min, currency)}-${max === null ? '' : fromMinor(max, currency)}`;
}

describe('bet limits: every cell the spec §9 table gives', () => {
  it.each([
    ['RUB', 'crash', '1.00-50000.00'],
    ['RUB', 'miner', '1.00-1000.00'],
    ['RUB', 'coinflip', '1.00-10000.00'],
    ['RUB', 'keno', '1.00-10000.00'],
    ['RUB', 'hilo', '1.00-10000.00'],
    ['RUB', 'roulette', '1.00-10000.00'],
    ['RUB', 'dice', '1.00-10000.00'],
    ['USD', 'crash', '0.01-500.00'],
    ['USD', 'miner', '0.01-10.00'],
    ['USD', 'coinflip', '0.01-100.00'],
    ['KZT', 'crash', '5.00-250000.00'],
    ['KZT', 'miner', '5.00-5000.00'],
    ['KZT', 'coinflip', '5.00-50000.00'],
    ['INR', 'crash', '1.00-50000.00'],
    ['INR', 'miner', '1.00-1000.00'],
    ['INR', 'coinflip', '1.00-10000.00'],
  ] as const)('%s %s = %s', (currency, game, expected) => {
    expect(shown(currency, game)).toBe(expected);
  });

  it.each([
    ['RUB', 'wheelOfFortune', '1.00'],
    ['USD', 'roulette', '0.10'],
    ['KZT', 'roulette', '5.00'],
    ['KZT', 'wheelOfFortune', '5.00'],
    ['INR', 'roulette', '1.00'],
  ] as const)('%s %s: max %s', (currency, game, max) => {
    const limit = BET_LIMITS[currency][game].max;
    expect(limit === null ? null : fromMinor(limit, currency)).toBe(max);
  });

  it.each([
    ['RUB', '100.00'],
    ['USD', '1.00'],
    ['KZT', '500.00'],
    ['INR', '100.00'],
  ] as const)('min payout %s = %s', (currency, amount) => {
    expect(fromMinor(MIN_PAYOUT[currency], currency)).toBe(amount);
  });

  it('room entry RUB: red 1, yellow 10, purple 50', () => {
    expect(ROOM_ENTRY.RUB).toEqual({ red: 100n, yellow: 1_000n, purple: 5_000n });
  });

  it('EUR is like USD, cell for cell', () => {
    expect(BET_LIMITS.EUR).toEqual(BET_LIMITS.USD);
    expect(MIN_PAYOUT.EUR).toBe(MIN_PAYOUT.USD);
    expect(ROOM_ENTRY.EUR).toEqual(ROOM_ENTRY.USD);
  });
});

describe('bet limits: blank cells follow the row scaling (USD = RUB / 100, KZT = RUB × 5, INR = RUB)', () => {
  it.each([
    ['USD', 'keno', '0.01-100.00'],
    ['USD', 'hilo', '0.01-100.00'],
    ['USD', 'dice', '0.01-100.00'],
    ['USD', 'roulette', '0.01-0.10'],
    ['USD', 'wheelOfFortune', '-0.01'],
    ['KZT', 'keno', '5.00-50000.00'],
    ['KZT', 'hilo', '5.00-50000.00'],
    ['KZT', 'dice', '5.00-50000.00'],
    ['KZT', 'roulette', '5.00-5.00'],
    ['KZT', 'wheelOfFortune', '-5.00'],
    ['INR', 'keno', '1.00-10000.00'],
    ['INR', 'hilo', '1.00-10000.00'],
    ['INR', 'dice', '1.00-10000.00'],
    ['INR', 'roulette', '1.00-1.00'],
    ['INR', 'wheelOfFortune', '-1.00'],
    ['RUB', 'wheelOfFortune', '-1.00'],
    ['EUR', 'keno', '0.01-100.00'],
    ['EUR', 'roulette', '0.01-0.10'],
  ] as const)('%s %s = %s', (currency, game, expected) => {
    expect(shown(currency, game)).toBe(expected);
  });

  it('scales room entry too', () => {
    expect(ROOM_ENTRY.USD).toEqual({ red: 1n, yellow: 10n, purple: 50n });
    expect(ROOM_ENTRY.KZT).toEqual({ red: 500n, yellow: 5_000n, purple: 25_000n });
    expect(ROOM_ENTRY.INR).toEqual(ROOM_ENTRY.RUB);
  });

  it('has a limit for every currency and game, min never above max', () => {
    for (const currency of CURRENCIES) {
      for (const game of BET_LIMIT_GAMES) {
        const { min, max } = BET_LIMITS[currency][game];
        expect(max).not.toBeNull();
        if (min !== null && max !== null) expect(min <= max).toBe(true);
      }
    }
  });
});

describe('checkBet', () => {
  it('checks stakes in minor units against the bounds, inclusive', () => {
    expect(checkBet('RUB', 'dice', 100n)).toBe('ok');
    expect(checkBet('RUB', 'dice', 99n)).toBe('below_min');
    expect(checkBet('RUB', 'dice', 1_000_000n)).toBe('ok');
    expect(checkBet('RUB', 'dice', 1_000_001n)).toBe('above_max');
    expect(checkBet('USD', 'roulette', 10n)).toBe('ok');
    expect(checkBet('USD', 'roulette', 11n)).toBe('above_max');
    expect(checkBet('RUB', 'wheelOfFortune', 1n)).toBe('ok');
    expect(checkBet('RUB', 'crash', 0n)).toBe('not_positive');
  });
});
