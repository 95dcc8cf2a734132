/**
 * Coinflip's rules: its published constants and the pure arithmetic over a draw, which the server, the worker's demo
 * mode and the page share. No zod here: the page imports this module, and the request schemas stay in ../coinflip.ts.
 */
import { coinflip } from '../../fairness/outcomes';
import type { Bp } from '../multiplier';

/** Published on the coinflip page: a correct call pays 1.98× (a 1% edge on a fair coin). */
export const COINFLIP = { multiplier: 19_800 as Bp } as const;

export type CoinSide = 'heads' | 'tails';

export function coinflipPayout(call: CoinSide, f: number, config = COINFLIP): { side: CoinSide; multiplier: Bp } {
  const side = coinflip(f);
  return { side, multiplier: side === call ? config.multiplier : 0 };
}
