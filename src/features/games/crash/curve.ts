import type { CrashRound } from '../../../../contract/api/crash';
import { GROWTH_PER_MS, multiplierAt } from '../../../../contract/games/rules/crash';
import type { CrashView } from './crash-round';

/**
 * How far past its newest tick the curve may run on the page's own estimate of server time: ticks come ten a second,
 * so a longer silence is a lost connection, and the curve waits for the server rather than climbing on alone.
 */
export const MAX_AHEAD_MS = 400;
/** The bust stays on the stage this long (server time) after it, though the next round already takes bets. */
export const BUST_SHOWN_MS = 2_000;

export type CrashPhase = 'waiting' | 'betting' | 'running' | 'busted';

/** What the stage shows at server time `now`: the phase, the multiplier (hundredths) and the curve's elapsed ms. */
export interface CrashFrame {
  phase: CrashPhase;
  multiplier: number;
  elapsedMs: number;
  /** Ms of betting left (0 outside betting). */
  countdownMs: number;
  /** The round on the server takes bets now (also while the last bust is still shown). */
  bettingOpen: boolean;
}

/**
 * The multiplier at server time `now`, interpolated between ticks with the contract's curve
 * (floor(100 · e^(GROWTH_PER_MS · ms)) from `running_at`), never below the newest tick and never more than
 * MAX_AHEAD_MS past it. A busted round shows the server's bust; nothing is ever shown above what the server said
 * before it says bust, beyond the curve's own course.
 */
export function frameAt(
  view: Pick<CrashView, 'round' | 'tick'> & { history: readonly CrashRound[] },
  now: number,
): CrashFrame {
  const { round, tick } = view;
  if (!round) return { phase: 'waiting', multiplier: 100, elapsedMs: 0, countdownMs: 0, bettingOpen: false };
  if (round.phase === 'busted') return { ...bustFrame(round), countdownMs: 0, bettingOpen: false };
  if (round.phase === 'betting' && now < round.running_at) {
    const countdownMs = round.running_at - now;
    const last = view.history[0];
    if (last && last.busted_at !== null && last.id < round.id && now - last.busted_at < BUST_SHOWN_MS) {
      return { ...bustFrame(last), countdownMs, bettingOpen: true };
    }
    return { phase: 'betting', multiplier: 100, elapsedMs: 0, countdownMs, bettingOpen: true };
  }
  // Running (or due to run: the server's `running` is on its way): the curve from running_at.
  let elapsedMs = Math.max(0, now - round.running_at);
  if (tick) elapsedMs = Math.min(elapsedMs, tick.t + MAX_AHEAD_MS - round.running_at);
  else if (round.phase === 'betting') elapsedMs = Math.min(elapsedMs, MAX_AHEAD_MS);
  elapsedMs = Math.max(0, elapsedMs);
  const multiplier = Math.max(multiplierAt(elapsedMs), tick?.m ?? 100);
  return { phase: 'running', multiplier, elapsedMs, countdownMs: 0, bettingOpen: false };
}

/** A busted round's frame: the server's bust, and the curve up to its bust instant. */
function bustFrame(round: CrashRound): Pick<CrashFrame, 'phase' | 'multiplier' | 'elapsedMs'> {
  const multiplier = Math.round(Number(round.bust ?? '1') * 100);
  const elapsedMs = Math.max(0, (round.busted_at ?? round.running_at) - round.running_at);
  return { phase: 'busted', multiplier, elapsedMs };
}

/** The page's clock in the server's time. */
export const serverNow = (offsetMs: number | null, clientNow = Date.now()) => clientNow + (offsetMs ?? 0);

/** The chart's scale: at least 10 s and 2×, growing with the curve so its end stays inside. */
export function chartScale(elapsedMs: number, multiplier: number): { maxMs: number; maxMultiplier: number } {
  return {
    maxMs: Math.max(10_000, elapsedMs * 1.15),
    maxMultiplier: Math.max(200, (multiplier - 100) * 1.2 + 100),
  };
}

/**
 * The curve's points in a `width` × `height` box (y down), `segments` + 1 of them from 0 to `elapsedMs`, on the
 * exact curve (not the floored multiplier: a smooth line).
 */
export function curvePoints(
  elapsedMs: number,
  multiplier: number,
  width: number,
  height: number,
  segments = 64,
): [number, number][] {
  const { maxMs, maxMultiplier } = chartScale(elapsedMs, multiplier);
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const ms = (elapsedMs * i) / segments;
    const value = Math.min(100 * Math.exp(GROWTH_PER_MS * ms), multiplier);
    points.push([(ms / maxMs) * width, height - ((value - 100) / (maxMultiplier - 100)) * height]);
  }
  return points;
}
