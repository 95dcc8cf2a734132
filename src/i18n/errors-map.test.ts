import { describe, expect, it } from 'vitest';
import { errorLines } from './errors-map';

const catalogue: Record<string, string> = {
  email_taken: 'Этот e-mail уже зарегистрирован',
  password_too_short: 'Пароль слишком короткий',
};
const translate = (code: string) => catalogue[code] ?? null;

describe('errors map (spec §5)', () => {
  it('translates the part before the first colon under error.*', () => {
    expect(errorLines({ email: ['email_taken: This e-mail is already registered'] }, translate)).toEqual([
      'Этот e-mail уже зарегистрирован',
    ]);
  });

  it('falls back to the raw text when there is no translation', () => {
    expect(errorLines({ phone: ['phone_blocked: Call support: 24/7'] }, translate)).toEqual(['Call support: 24/7']);
    expect(errorLines({ name: ['Name is too long'] }, translate)).toEqual(['Name is too long']);
  });

  it('suppresses h-captcha and g-recaptcha messages', () => {
    expect(
      errorLines(
        {
          'h-captcha-response': ['The h-captcha-response field is required.'],
          'g-recaptcha-response': ['validation.required: g-recaptcha-response missing'],
          password: ['password_too_short: Too short'],
        },
        translate,
      ),
    ).toEqual(['Пароль слишком короткий']);
  });

  it('keeps every field in one list, in order, without repeats', () => {
    expect(
      errorLines(
        { email: ['email_taken: x', 'other: Second'], password: ['password_too_short: y', 'other: Second'] },
        translate,
      ),
    ).toEqual(['Этот e-mail уже зарегистрирован', 'Second', 'Пароль слишком короткий']);
  });
});
