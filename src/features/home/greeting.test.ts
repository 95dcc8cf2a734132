import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('the home greeting', () => {
  it('greets a player who registered seconds ago as new, not "back"', () => {
    expect(greetingFor({ registered_at: '2026-11-24T11:59:50Z' }, NOW)).toBe('new');
    expect(greetingFor({ registered_at: '2026-11-23T12:30:00Z' }, NOW)).toBe('new');
  });
  it('welcomes back a player registered more than a day ago, or whose registration date is unknown', () => {
    expect(greetingFor({ registered_at: '2026-11-23T11:00:00Z' }, NOW)).toBe('back');
    expect(greetingFor({}, NOW)).toBe('back');
  });
  it('greets a guest with the welcome pack', () => {
    expect(greetingFor(null, NOW)).toBe('guest');
  });
});
