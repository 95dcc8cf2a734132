import type { EventResult } from '../../../contract/sports/markets';

/**
 * Whether an operator's result fits its event, as the errors map of a 422 (null: it fits). A match takes a score, an
 * outright placings of its own competitors (`keys`, its selections'), either may be abandoned. Settlement would void
 * every selection of a result that does not fit (`results.ts`): refused here before anything moves.
 */
export function resultErrors(
  kind: 'match' | 'outright',
  keys: readonly string[],
  result: EventResult,
): Record<string, string[]> | null {
  if (result.kind === 'abandoned') return null;
  if (kind === 'match') {
    return result.kind === 'score' ? null : { 'result.kind': ['result_kind: A match takes a final score'] };
  }
  if (result.kind !== 'placings') return { 'result.kind': ['result_kind: An outright takes placings'] };
  const known = new Set(keys);
  const unknown = Object.keys(result.positions).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    return Object.fromEntries(
      unknown.map((key) => [`result.positions.${key}`, ['competitor_unknown: No such competitor in this outright']]),
    );
  }
  if (Object.keys(result.positions).length === 0) {
    return { 'result.positions': ['positions_empty: Place at least one competitor'] };
  }
  return null;
}
