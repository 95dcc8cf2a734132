import { describe, expect, it } from 'vitest';
import { matching, oneOf, searchText } from './route-params';

describe('route param parsers', () => {
  it('accepts what matches and throws on anything else', () => {
    const slug = matching(/^[a-z0-9-]{1,64}$/);
    expect(slug('starter-case')).toBe('starter-case');
    expect(() => slug('../etc')).toThrow();
    const status = oneOf(['active', 'upcoming', 'finished'] as const);
    expect(status('active')).toBe('active');
    expect(() => status('deleted')).toThrow();
  });

  it('reads a search value as text', () => {
    expect(searchText('7700')).toBe('7700');
    expect(searchText(77001234567)).toBe('77001234567');
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText({ a: 1 })).toBeUndefined();
  });
});
