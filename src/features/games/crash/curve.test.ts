import { describe, expect, it } from 'vitest';
import type { CrashRound } from '../../../../contract/api/crash';
import { GROWTH_PER_MS, multiplierAt } from '../../../../contract/games/rules/crash';
import { BUST_SHOWN_MS, curvePoints, frameAt, MAX_AHEAD_MS } from './curve';

const round = (over: Partial<CrashRound> = {}): CrashRound => ({
  id: 7,
  game: 7,
  phase: 'running',
  opened_at: 0,
  running_at: 10_000,
  bust: null,
  hash: null,
  busted_at: null,
  ...over,
});

describe('the crash curve between ticks', () => {
  it('counts the betting phase down on server time and shows 1.00×', () => {
    const frame = frameAt({ round: round({ phase: 'betting' }), tick: null, history: [] }, 7_500);
    expect(frame).toEqual({ phase: 'betting', multiplier: 100, elapsedMs: 0, countdownMs: 2_500, bettingOpen: true });
  });

  it("follows the contract's exponential curve from running_at between two ticks", () => {
    const tick = { m: multiplierAt(5_000), t: 15_000 };
    const frame = frameAt({ round: round(), tick, history: [] }, 15_050);
    expect(frame.elapsedMs).toBe(5_050);
    expect(frame.multiplier).toBe(Math.floor(100 * Math.exp(GROWTH_PER_MS * 5_050)));
    expect(frame.multiplier).toBeGreaterThan(tick.m);
  });

  it('stops MAX_AHEAD_MS past the newest tick: a silent server is never outrun', () => {
    const tick = { m: multiplierAt(5_000), t: 15_000 };
    const frame = frameAt({ round: round(), tick, history: [] }, 25_000);
    expect(frame.elapsedMs).toBe(5_000 + MAX_AHEAD_MS);
    expect(frame.multiplier).toBe(multiplierAt(5_000 + MAX_AHEAD_MS));
  });

  it('never shows less than the newest tick, even with a clock behind the server', () => {
    const frame = frameAt({ round: round(), tick: { m: 250, t: 30_000 }, history: [] }, 12_000);
    expect(frame.multiplier).toBe(250);
  });

  it("shows the server's bust only once the round is busted", () => {
    const running = frameAt({ round: round(), tick: { m: 130, t: 14_400 }, history: [] }, 14_500);
    expect(running.phase).toBe('running');
    const busted = frameAt(
      {
        round: round({ phase: 'busted', bust: '1.31', hash: 'a'.repeat(64), busted_at: 14_510 }),
        tick: null,
        history: [],
      },
      14_600,
    );
    expect(busted).toMatchObject({ phase: 'busted', multiplier: 131, elapsedMs: 4_510, bettingOpen: false });
  });

  it('keeps the bust on the stage for BUST_SHOWN_MS while the next round already takes bets', () => {
    const last = round({ phase: 'busted', bust: '1.31', hash: 'a'.repeat(64), busted_at: 14_510 });
    const next = round({ id: 8, phase: 'betting', opened_at: 14_520, running_at: 19_520 });
    const view = { round: next, tick: null, history: [last] };
    expect(frameAt(view, 14_600)).toMatchObject({
      phase: 'busted',
      multiplier: 131,
      countdownMs: 4_920,
      bettingOpen: true,
    });
    expect(frameAt(view, 14_510 + BUST_SHOWN_MS)).toMatchObject({
      phase: 'betting',
      multiplier: 100,
      bettingOpen: true,
    });
  });

  it('draws the curve from 1.00× at the bottom left up to the multiplier', () => {
    const points = curvePoints(5_000, multiplierAt(5_000), 400, 200, 10);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual([0, 200]);
    const ys = points.map(([, y]) => y);
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeLessThan(ys[i - 1] as number);
  });
});
