/** An outright's placings as typed: a position per competitor's key, blank for one not placed. */
export type TypedPlacings = Readonly<Record<string, string>>;

/**
 * The positions the operator typed, or what is wrong: the keys whose field is not a whole number from 1
 * (`invalid`), or no competitor placed at all (`none`).
 */
export function placingsOf(
  typed: TypedPlacings,
): { ok: true; positions: Record<string, number> } | { ok: false; invalid: string[]; none: boolean } {
  const positions: Record<string, number> = {};
  const invalid: string[] = [];
  for (const [key, value] of Object.entries(typed)) {
    const text = value.trim();
    if (text === '') continue;
    if (/^\d{1,3}$/.test(text) && Number(text) >= 1) positions[key] = Number(text);
    else invalid.push(key);
  }
  const none = Object.keys(positions).length === 0;
  return invalid.length === 0 && !none
    ? { ok: true, positions }
    : { ok: false, invalid, none: none && invalid.length === 0 };
}

/** The fields' values for the placings in force (`positions`), blank for a competitor they do not place. */
export const typedOf = (keys: readonly string[], positions: Readonly<Record<string, number>> | null): TypedPlacings =>
  Object.fromEntries(keys.map((key) => [key, positions?.[key] === undefined ? '' : String(positions[key])]));

/** Placings in order as one line ("1. Alpha · 1. Beta · 3. Gamma"), each competitor by its name. */
export const placingsLine = (positions: Readonly<Record<string, number>>, nameOf: (key: string) => string): string =>
  Object.entries(positions)
    .sort(([, a], [, b]) => a - b)
    .map(([key, position]) => `${position}. ${nameOf(key)}`)
    .join(' · ');
