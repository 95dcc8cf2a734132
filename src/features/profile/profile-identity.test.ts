import { describe, expect, it } from 'vitest';
import { initialsOf } from './ProfileIdentity';

describe('profile avatar initials', () => {
  it('takes two words of the name, else the e-mail, else the player number', () => {
    expect(initialsOf({ id: 7, name: 'Айгерим Сапарова', email: 'x@example.com' })).toBe('АС');
    expect(initialsOf({ id: 7, name: '  ', email: 'john.smith@example.com' })).toBe('JS');
    expect(initialsOf({ id: 7, name: null, email: 'player@example.com' })).toBe('PL');
    expect(initialsOf({ id: 1234, name: null, email: null })).toBe('34');
  });
});
