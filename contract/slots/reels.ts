/**
 * What every studio slot is built from: reel strips, a stop per reel drawn from the fairness stream, and the visible
 * window under each stop. Pure and synchronous (no zod): the server, the page's game and `npm run bench:rtp` run it.
 */

/** The draw's floats in order (contract/fairness/bytes.ts: one stream per spin, four bytes a float). */
export interface FloatSource {
  next(): number;
}

/** Floats already drawn (the server and the page fetch `maxFloats` of a game, then play from them). */
export function arraySource(floats: readonly number[]): FloatSource {
  let at = 0;
  return {
    next() {
      const float = floats[at++];
      if (float === undefined) throw new RangeError('The spin needs more floats than were drawn');
      return float;
    },
  };
}

/** A stop on a strip of `length` from a float in [0, 1): every stop equally likely (to 2⁻³² resolution). */
export const stopOf = (float: number, length: number): number => Math.floor(float * length);

/** The `rows` symbols visible from `stop` down, wrapping round the strip. */
export function windowAt<S>(strip: readonly S[], stop: number, rows: number): S[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as S);
}

/** One reel's visible window for each reel, each from the next float. */
export function spinReels<S>(strips: readonly (readonly S[])[], rows: number, source: FloatSource): S[][] {
  return strips.map((strip) => windowAt(strip, stopOf(source.next(), strip.length), rows));
}

/**
 * A strip from symbol counts, deterministic: `spaced` symbols (scatters) evenly apart first, then the rest in a fixed
 * shuffle (an LCG from `seed`), so a strip's text is written once, as its counts.
 */
export function buildStrip<S extends string>(counts: Readonly<Record<S, number>>, seed: number, spaced?: S): S[] {
  const total = Object.values<number>(counts).reduce((sum, n) => sum + n, 0);
  const strip = new Array<S | undefined>(total).fill(undefined);
  const spacedCount = spaced ? counts[spaced] : 0;
  for (let i = 0; i < spacedCount; i++) strip[Math.floor((i * total) / spacedCount)] = spaced;
  const rest: S[] = [];
  for (const symbol of Object.keys(counts) as S[]) {
    if (symbol === spaced) continue;
    for (let i = 0; i < counts[symbol]; i++) rest.push(symbol);
  }
  let state = seed >>> 0;
  for (let i = rest.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [rest[i], rest[j]] = [rest[j] as S, rest[i] as S];
  }
  let next = 0;
  return strip.map((symbol) => symbol ?? (rest[next++] as S));
}

/** How often each symbol stands on a strip (the chance a given row shows it). */
export function frequency<S extends string>(strip: readonly S[], symbol: S | readonly S[]): number {
  const wanted = typeof symbol === 'string' ? [symbol] : symbol;
  return strip.filter((s) => wanted.includes(s)).length / strip.length;
}

/** The distribution of how many of `symbols` a `rows`-high window shows, over every stop of the strip. */
export function windowCounts<S extends string>(strip: readonly S[], symbols: readonly S[], rows: number): number[] {
  const counts = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    const n = windowAt(strip, stop, rows).filter((s) => symbols.includes(s)).length;
    counts[n] = (counts[n] ?? 0) + 1 / strip.length;
  }
  return counts;
}
