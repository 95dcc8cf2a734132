/**
 * Small parsers for route params and search. The page keeps zod off its critical path
 * (zod/mini alone is 6.5 KB gzip of the 120 KB budget; see `npm run bench:client`).
 * A parser that throws makes the router show the 404 or error page.
 */
export function matching(pattern: RegExp) {
  return (value: string): string => {
    if (!pattern.test(value)) throw new Error(`Invalid route parameter: ${value}`);
    return value;
  };
}

export function oneOf<T extends string>(values: readonly T[]) {
  return (value: string): T => {
    if (!(values as readonly string[]).includes(value)) throw new Error(`Invalid route parameter: ${value}`);
    return value as T;
  };
}

/** A search value as text: the router parses `?phone=7700` into a number. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
