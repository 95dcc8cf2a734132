import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositEndedNotice,
  documentProblemText,
  failureLines,
  fieldErrorLines,
  passwordFieldMessages,
  passwordFormErrors,
  roundMessage,
  screenFailure,
} from './error-messages';
import { i18n } from './i18n';

// The source texts are the English ones: an empty catalogue shows them.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('the error texts a player sees (one module)', () => {
  it('gives a failed call its lines by failure kind and error code', () => {
    expect(failureLines({ kind: 'network', message: 'fetch failed' })).toEqual([
      'No connection to the server. Check your internet and try again.',
    ]);
    expect(failureLines({ kind: 'unconfirmed', key: 'k', message: 'lost' })).toEqual([
      'Not confirmed yet — checking with the server. The result will show here by itself.',
    ]);
    expect(failureLines({ kind: 'http', status: 429, code: 'rate_limited', message: 'Slow down' })).toEqual([
      'Too many attempts. Wait a minute and try again.',
    ]);
    expect(failureLines({ kind: 'http', status: 418, code: 'teapot', message: 'I am a teapot' })).toEqual([
      'I am a teapot',
    ]);
    expect(
      failureLines({ kind: 'validation', status: 422, errors: { email: ['email_taken: taken'], x: ['odd: Odd one'] } }),
    ).toEqual(['This e-mail is already registered. Log in instead?', 'Odd one']);
  });

  it('gives each field of a 422 its own translated lines', () => {
    expect(fieldErrorLines({ email: ['email_invalid: bad'], password: ['password_too_short: short'] })).toEqual({
      email: ['Enter a valid e-mail address'],
      password: ['The password needs at least 8 characters'],
    });
  });

  it('names each field of a password change (spec §5)', () => {
    const result = passwordFieldMessages(
      { old_password: ['wrong_password: x'], password: ['password_too_short: y'], password_confirm: ['mismatch: z'] },
      'update',
    );
    expect(result.map((r) => [r.field, r.message?.id !== undefined])).toEqual([
      ['old_password', true],
      ['password', true],
      ['password_confirm', true],
    ]);
    expect(
      passwordFormErrors({ old_password: ['wrong_password: x'], new_password: ['too_short: y'] }, 'update'),
    ).toEqual({
      old_password: ['The current password is not right'],
      password: ['The new password does not fit: use at least 8 characters'],
    });
  });

  it('setting a first password shows the first server message for password and a mismatch message', () => {
    const [password, confirm] = passwordFieldMessages(
      { password: ['password_too_short: Too short', 'other: x'], confirm_password: ['mismatch: no'] },
      'set',
    );
    expect(password?.message).toBeNull();
    expect(password?.first).toBe('password_too_short: Too short');
    expect(confirm?.message).not.toBeNull();
    expect(
      passwordFormErrors({ password: ['password_too_short: Too short'], confirm_password: ['mismatch: no'] }, 'set'),
    ).toEqual({
      password: ['The password needs at least 8 characters'],
      confirm_password: ['The passwords do not match'],
    });
  });

  it('has the round, deposit and document texts', () => {
    expect(roundMessage('open')).toBe('You already have a round open: finish it first.');
    expect(roundMessage('rotateTitle')).toBe('Finish your round first');
    expect(depositEndedNotice('expired')).toEqual({
      title: 'Deposit',
      lines: ['The time to pay ran out. Start a new deposit when you are ready.'],
    });
    expect(documentProblemText('size', 'identity', 10 * 1_048_576)).toBe('The file is larger than 10 MB');
    expect(documentProblemText('type', 'selfie', 0)).toBe('Upload a JPEG or PNG photo');
    expect(documentProblemText('type', 'identity', 0)).toBe('Upload a JPEG, PNG or PDF file');
    expect(screenFailure('casesNotLoaded')).toBe('The cases could not be loaded. Check the connection.');
  });
});
