import { z } from 'zod';

/**
 * Every string the API accepts or answers is `text()`: PostgreSQL stores neither a NUL character (text and jsonb
 * refuse the byte) nor a lone UTF-16 surrogate (not Unicode), so both are a 422 `text_invalid` at the edge instead
 * of a failed query. contract/api/text.test.ts proves no schema under contract/api forgets it.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string can be stored as PostgreSQL text or jsonb. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const TEXT_INVALID = 'text_invalid: Remove the NUL character or the broken Unicode (lone surrogate)';

/** The check itself, for string formats (`z.url().check(storableText)`); `text()` for plain strings. */
export const storableText = z.refine<string>(isStorableText, { error: TEXT_INVALID });

/** `z.string()` that only takes storable text. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText);

/** Whether a string schema carries the text check (for the contract test and the fuzzer). */
export function isTextSchema(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  return checks.includes(storableText);
}
