import { describe, expect, it } from 'vitest';
import { passwordFieldMessages } from './password-errors';

describe('password form errors (spec §5)', () => {
  it('names each field of a password change', () => {
    const result = passwordFieldMessages(
      { old_password: ['wrong_password: x'], password: ['password_too_short: y'], password_confirm: ['mismatch: z'] },
      'update',
    );
    expect(result.map((r) => [r.field, r.message?.id !== undefined])).toEqual([
      ['old_password', true],
      ['password', true],
      ['password_confirm', true],
    ]);
  });

  it('setting a first password shows the first server message for password and a mismatch message', () => {
    const [password, confirm] = passwordFieldMessages(
      { password: ['password_too_short: Too short', 'other: x'], confirm_password: ['mismatch: no'] },
      'set',
    );
    expect(password?.message).toBeNull();
    expect(password?.first).toBe('password_too_short: Too short');
    expect(confirm?.message).not.toBeNull();
  });
});
