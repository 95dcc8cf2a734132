import { describe, expect, it } from 'vitest';
import { sessionTime } from './session-time';

describe('sessionTime', () => {
  it('shows hours, minutes and seconds with a fixed width below ten hours', () => {
    expect(sessionTime(0)).toBe('0:00:00');
    expect(sessionTime(59)).toBe('0:00:59');
    expect(sessionTime(3600 + 5 * 60 + 7)).toBe('1:05:07');
    expect(sessionTime(-3)).toBe('0:00:00');
  });
});
