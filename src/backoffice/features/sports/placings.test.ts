import { describe, expect, it } from 'vitest';
import { placingsLine, placingsOf, typedOf } from './placings';

describe("an outright's placings as typed", () => {
  it('takes a whole position from 1 per competitor, a blank one unplaced, ties sharing a position', () => {
    expect(placingsOf({ a: '1', b: ' 1 ', c: '3', d: '' })).toEqual({ ok: true, positions: { a: 1, b: 1, c: 3 } });
  });

  it('names each field that is not a position, and says when nobody is placed', () => {
    expect(placingsOf({ a: '0', b: 'first', c: '1.5', d: '2' })).toEqual({
      ok: false,
      invalid: ['a', 'b', 'c'],
      none: false,
    });
    expect(placingsOf({ a: '', b: ' ' })).toEqual({ ok: false, invalid: [], none: true });
  });

  it('fills the fields from the placings in force', () => {
    expect(typedOf(['a', 'b', 'c'], { a: 2, b: 1 })).toEqual({ a: '2', b: '1', c: '' });
    expect(typedOf(['a'], null)).toEqual({ a: '' });
    const typed = typedOf(['a', 'b'], { a: 1, b: 2 });
    expect(placingsOf(typed)).toEqual({ ok: true, positions: { a: 1, b: 2 } });
  });

  it('reads the placings in order, by name', () => {
    const names: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma' };
    expect(placingsLine({ c: 3, a: 1, b: 1 }, (key) => names[key] ?? key)).toBe('1. Alpha · 1. Beta · 3. Gamma');
  });
});
