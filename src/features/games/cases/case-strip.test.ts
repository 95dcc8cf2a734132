import { describe, expect, it } from 'vitest';
import { buildStrip, formatChance, itemChance, rarityOf, stripOffset } from './case-strip';

const items = [
  { id: 'sticker', name: 'Sticker', from: 1, to: 50_000, value: '10.00' },
  { id: 'cap', name: 'Cap', from: 50_001, to: 99_990, value: '150.00' },
  { id: 'jackpot', name: 'Jackpot', from: 99_991, to: 100_000, value: '20000.00' },
];

describe('case strip', () => {
  it('gives each item its odds of 100000 rolls', () => {
    expect(itemChance({ from: 1, to: 50_000 })).toBe(0.5);
    expect(itemChance({ from: 99_991, to: 100_000 })).toBe(0.0001);
    expect(formatChance(0.5, 'en')).toBe('50%');
    expect(formatChance(0.045, 'en')).toBe('4.5%');
    expect(formatChance(0.0049, 'en')).toBe('0.49%');
    expect(formatChance(0.0001, 'ru')).toBe('0,01%');
  });

  it('ranks items by value into rarities', () => {
    expect(rarityOf(items, 'sticker')).toBe('common');
    expect(rarityOf(items, 'jackpot')).toBe('legendary');
    expect(rarityOf(items, 'cap')).toBe('rare');
    expect(rarityOf(items, 'nothing')).toBe('common');
  });

  it('lands the won item where the strip stops', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const strip = buildStrip(items, 'jackpot', 48, 40, random);
    expect(strip).toHaveLength(48);
    expect(strip[40]).toBe('jackpot');
    expect(strip.every((id) => items.some((item) => item.id === id))).toBe(true);
    // Tile 40 of 100 px with 8 px gaps centred in a 600 px window.
    expect(stripOffset(40, 100, 8, 600)).toBe(300 - (40 * 108 + 50));
    expect(stripOffset(0, 100, 8, 600, 0.5)).toBe(300 - 90);
  });
});
