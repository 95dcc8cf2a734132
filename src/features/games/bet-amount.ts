/** Arithmetic for the bet form's quick buttons, on decimal strings with two places (no float drift). */
const toCents = (value: string) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
};
const fromCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

export type QuickAction = 'half' | 'double' | 'min' | 'max';

export function quickBet(
  amount: string,
  action: QuickAction,
  limits: { min: string | null; max: string | null },
  balance: string | null,
): string {
  const min = limits.min ? toCents(limits.min) : 1n;
  const capCandidates = [limits.max, balance].map((v) => (v ? toCents(v) : null)).filter((v) => v !== null);
  // biome-ignore lint/complexity/useMathMinMax: these are bigints, which Math.min does not take.
  const max = capCandidates.length ? capCandidates.reduce((a, b) => (a < b ? a : b)) : null;
  const current = toCents(amount) ?? min ?? 1n;
  const clamp = (value: bigint) => {
    let result = value;
    if (min !== null && result < min) result = min;
    if (max !== null && result > max) result = max;
    return result;
  };
  switch (action) {
    case 'half':
      return fromCents(clamp(current / 2n));
    case 'double':
      return fromCents(clamp(current * 2n));
    case 'min':
      return fromCents(min ?? 1n);
    case 'max':
      return fromCents(max ?? current);
  }
}

/** Why the typed amount cannot be bet, checked before the call. */
export function betProblem(
  amount: string,
  limits: { min: string | null; max: string | null },
): 'format' | 'min' | 'max' | null {
  const cents = toCents(amount);
  if (cents === null || cents === 0n) return 'format';
  if (limits.min && cents < (toCents(limits.min) ?? 0n)) return 'min';
  if (limits.max && cents > (toCents(limits.max) ?? cents)) return 'max';
  return null;
}
