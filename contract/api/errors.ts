import { z } from 'zod';
import { text } from './text';

/**
 * Spec §5: validation errors arrive as a map of field to messages, with HTTP 422.
 * Each message is `code: English text`; clients translate `error.<code>` and fall back to the text.
 */
export const ValidationErrorBody = z.object({
  errors: z.record(text(), z.array(text())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Any other error: a stable code and a sentence, never internals; `details` where the client acts on them. */
export const ErrorBody = z.object({
  code: text(),
  message: text(),
  details: z.record(text(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Builds a message in the `code: text` form the clients split at the first colon. */
export function errorMessage(code: string, text: string): string {
  return `${code}: ${text}`;
}
