import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('what the operator reads when something fails', () => {
  it('says a refused role and a failed sign-in in words, not codes', () => {
    const forbidden = failureLines(i18n, {
      kind: 'http',
      status: 403,
      code: 'role_forbidden',
      message: 'The support role may not do this',
    });
    expect(forbidden).toEqual(['Your role may not do this. Ask an operator who may.']);
    const [signIn] = failureLines(i18n, { kind: 'http', status: 401, code: 'sign_in_failed', message: 'x' });
    expect(signIn).toMatch(/^The e-mail, the password or the code is not right/);
  });

  it('reads each field error’s code, falls back to its text, and says each once', () => {
    const lines = failureLines(i18n, {
      kind: 'validation',
      status: 422,
      errors: {
        email: ['email_taken: An operator with this e-mail exists'],
        reason: ['reason_required: Say why', 'reason_required: Say why'],
        other: ['something_new: The server’s own sentence'],
      },
    });
    expect(lines).toEqual([
      'An operator with this e-mail exists.',
      'Say why: the player reads it.',
      'The server’s own sentence',
    ]);
  });

  it('keeps the server’s sentence for a code it does not know, and explains a lost answer', () => {
    expect(failureLines(i18n, { kind: 'http', status: 500, code: 'internal', message: 'Try again' })).toEqual([
      'Try again',
    ]);
    expect(failureLines(i18n, { kind: 'network', message: 'Failed to fetch' })[0]).toMatch(/No answer/);
  });
});
