import { describe, expect, it } from 'vitest';
import { dayRange, statusTone } from './history-filters';

describe('history date filter', () => {
  it('turns the days picked into instants of the player’s time zone, the end day included', () => {
    const range = dayRange('2026-11-01', '2026-11-03');
    expect(range.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(range.to).toBe(new Date(2026, 10, 4).toISOString());
  });

  it('leaves out an empty or malformed day', () => {
    expect(dayRange('', '')).toEqual({});
    expect(dayRange('2026-11-01', 'soon')).toEqual({ from: new Date(2026, 10, 1).toISOString() });
  });

  it('rolls the end over a month', () => {
    expect(dayRange('', '2026-11-30').to).toBe(new Date(2026, 11, 1).toISOString());
  });
});

describe('status badges', () => {
  const deposit = {
    kind: 'deposit',
    id: 1,
    currency: 'RUB',
    amount: '1.00',
    credited: null,
    method: 'Card',
    created_at: '',
  } as const;
  it('say paid, failed or still going', () => {
    expect(statusTone({ ...deposit, status: 'paid' })).toBe('good');
    expect(statusTone({ ...deposit, status: 'expired' })).toBe('bad');
    expect(statusTone({ ...deposit, status: 'waiting' })).toBe('waiting');
  });
});
