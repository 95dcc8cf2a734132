import type { BetSeeds } from '../fairness/bytes';

/** `npm run verify`'s flags as typed (undefined: not given). */
export type VerifyFlags = Readonly<Record<string, string | undefined>>;

/**
 * How a game's round is verified from its seeds, said by its module: what shapes the draw (`Options`), the draw
 * (`Draw`), and the draw in one line of text. contract/fairness/verify.ts (the server, the page's verifier in the
 * worker) and `npm run verify` read it from the registry.
 */
export interface RoundVerifier<Options extends object, Draw extends object> {
  /** The flags of `npm run verify` that shape the draw, with their usage text, e.g. `{ mines: '<n> (miner)' }`. */
  flags: Readonly<Record<string, string>>;
  /** The draw's options from those flags (RangeError when one is missing or malformed). */
  options(flags: VerifyFlags): Options;
  draw(seeds: BetSeeds, options: Options): Promise<Draw>;
  summary(draw: Draw): string;
}

/** A flag that holds a whole number; `fallback` when not given (RangeError when missing with no fallback). */
export function wholeNumberFlag(flags: VerifyFlags, name: string, fallback?: number): number {
  const value = flags[name];
  if (value === undefined) {
    if (fallback === undefined) throw new RangeError(`Missing --${name}`);
    return fallback;
  }
  if (!/^\d+$/.test(value)) throw new RangeError(`--${name} must be a whole number, got ${value}`);
  return Number(value);
}

/** The one float of a draw that needs one. */
export function onlyFloat(floats: readonly number[]): number {
  const [f] = floats;
  if (f === undefined) throw new RangeError('No float drawn');
  return f;
}
