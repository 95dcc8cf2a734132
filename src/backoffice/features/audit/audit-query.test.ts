import { describe, expect, it } from 'vitest';
import { auditQueryOf, changeText } from './audit-query';

describe('the audit search’s query', () => {
  it('leaves blank filters out and trims the rest', () => {
    expect(auditQueryOf({ actor: '  pay@example.com ', action: '', target: '   ' }, null)).toEqual({
      limit: 50,
      actor: 'pay@example.com',
    });
  });

  it('sends the dates as instants with their offset, and drops one that is not a date', () => {
    const local = '2026-11-28T14:30';
    const query = auditQueryOf({ from: local, to: 'not a date' }, null);
    expect(query.from).toBe(new Date(local).toISOString());
    expect(query.from).toMatch(/Z$/);
    expect(query).not.toHaveProperty('to');
  });

  it('asks for the page before the last entry seen', () => {
    expect(auditQueryOf({ target: 'payout:7' }, 120, 20)).toEqual({ limit: 20, target: 'payout:7', before_id: 120 });
  });

  it('shows a change as text', () => {
    expect(changeText(null)).toBe('');
    expect(changeText({ status: 'pending' })).toBe('{"status":"pending"}');
    expect(changeText('x')).toBe('x');
  });
});
