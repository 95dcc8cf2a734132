/**
 * Test support only: a small seeded PRNG (sfc32) for Monte Carlo runs, far faster than the HMAC path.
 * It yields floats on the same 2^-32 grid as the byte stream, so the outcome mappings see the same kind of input.
 */
export function seededFloats(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 20; i++) next();
  return next;
}

/** Draws `count` floats into a fresh array (the shape the outcome mappings take). */
export function take(next: () => number, count: number): number[] {
  const floats = new Array<number>(count);
  for (let i = 0; i < count; i++) floats[i] = next();
  return floats;
}

/** An integer in [0, n) from one float. */
export function below(next: () => number, n: number): number {
  return Math.floor(next() * n);
}

/**
 * The mean payout of n i.i.d. rounds whose exact mean and second moment are known lies within
 * `sigmas` standard errors of the exact mean; returns that bound for the assertion.
 */
export function tolerance(mean: number, secondMoment: number, n: number, sigmas = 4): number {
  return sigmas * Math.sqrt((secondMoment - mean * mean) / n);
}

/**
 * Pearson's chi-square of observed counts against expected probabilities, bins with an expected
 * count under 5 pooled with their neighbours; `critical` is the Wilson–Hilferty approximation of the
 * upper quantile for p ≈ 1e-6 (z = 4.75), so a sound mapping fails it about once in a million runs.
 */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]) {
  const n = observed.reduce((sum, count) => sum + count, 0);
  const groups: [observed: number, expected: number][] = [];
  let current: [number, number] = [0, 0];
  for (let i = 0; i < observed.length; i++) {
    current = [current[0] + (observed[i] ?? 0), current[1] + (probabilities[i] ?? 0) * n];
    if (current[1] >= 5) {
      groups.push(current);
      current = [0, 0];
    }
  }
  const last = groups.at(-1);
  if (last && current[1] > 0) groups[groups.length - 1] = [last[0] + current[0], last[1] + current[1]];
  const statistic = groups.reduce((sum, [o, e]) => sum + (o - e) ** 2 / e, 0);
  const df = groups.length - 1;
  const critical = df * (1 - 2 / (9 * df) + 4.75 * Math.sqrt(2 / (9 * df))) ** 3;
  return { statistic, critical, df };
}
