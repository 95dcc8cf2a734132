/** Quick-amount buttons for PayIn: the default and round multiples of it, within the method's limits. */
export function quickAmounts(min: string, max: string, defaultAmount: string): string[] {
  const low = Number(min);
  const high = Number(max);
  const base = Math.max(Number(defaultAmount) || low, low);
  const picks = [base, base * 5, base * 10, base * 50].filter((n) => n >= low && n <= high);
  return [...new Set(picks)].map((n) => (Number.isInteger(n) ? String(n) : n.toFixed(2)));
}

/** Checks a typed amount against the method's limits before any call. */
export function amountProblem(amount: string, min: string, max: string): 'format' | 'min' | 'max' | null {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(amount.trim())) return 'format';
  const value = Number(amount);
  if (value < Number(min)) return 'min';
  if (value > Number(max)) return 'max';
  return null;
}
