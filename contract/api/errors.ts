import { z } from 'zod';

/**
 * Spec §5: validation errors arrive as a map of field to messages, with HTTP 422.
 * Each message is `code: English text`; clients translate `error.<code>` and fall back to the text.
 */
export const ValidationErrorBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Any other error: a stable code and a sentence, never internals. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Builds a message in the `code: text` form the clients split at the first colon. */
export function errorMessage(code: string, text: string): string {
  return `${code}: ${text}`;
}
