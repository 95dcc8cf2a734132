import type { I18n } from '@lingui/core';
import type { ApiFailure } from '../../../../workers/api-result';
import { failureLines, validationLine } from './failure-text';

/** A failed form: the 422's lines by field (shown beside it), and what belongs to no field of the form. */
export interface FormProblem {
  fields: Record<string, string[]>;
  general: string[];
}

export const NO_PROBLEM: FormProblem = { fields: {}, general: [] };

/**
 * Splits a failure over a form's `fields`: an entry of the errors map goes beside its field (`countries.2` beside
 * `countries`), the rest (another field, a 403, no answer) above the form's buttons.
 */
export function formProblem(i18n: I18n, failure: ApiFailure, fields: readonly string[]): FormProblem {
  if (failure.kind !== 'validation') return { fields: {}, general: failureLines(i18n, failure) };
  const problem: FormProblem = { fields: {}, general: [] };
  for (const [key, messages] of Object.entries(failure.errors)) {
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    const lines = messages.map((message) => validationLine(i18n, message));
    if (field) problem.fields[field] = [...new Set([...(problem.fields[field] ?? []), ...lines])];
    else problem.general = [...new Set([...problem.general, ...lines])];
  }
  return problem;
}
