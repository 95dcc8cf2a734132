/** A margin's basis points as the percent the operator reads and types ("6.5" for 650 bp). */
export const percentOf = (bp: number): string => String(bp / 100);

/** The basis points of a typed percent (at most two decimals, comma or point), or null when it is not one. */
export function bpOf(typed: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
