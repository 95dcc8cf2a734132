import { describe, expect, it } from 'vitest';
import { overroundBp, withMargin } from '../../../contract/sports/odds';
import { SIM_LEAGUES } from './leagues';
import { createSimulator, DEFAULT_SIMULATOR, simulatorOptions } from './simulator';

const MINUTE = 60_000;
const options = { ...DEFAULT_SIMULATOR, horizonMs: 6 * 60 * MINUTE };
const at = (iso: string) => new Date(iso);

describe('the feed simulator', () => {
  it('is deterministic under a seed and a clock, and another seed plays other matches', async () => {
    const a = await createSimulator(options).snapshot(at('2026-11-25T10:05:00Z'));
    const b = await createSimulator(options).snapshot(at('2026-11-25T10:05:00Z'));
    const c = await createSimulator({ ...options, seed: 'other' }).snapshot(at('2026-11-25T10:05:00Z'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('lists fixtures of every sport ahead, with every market kind priced', async () => {
    const events = await createSimulator(options).snapshot(at('2026-11-25T10:05:00Z'));
    const upcoming = events.filter((e) => e.status === 'upcoming');
    expect(new Set(upcoming.map((e) => e.league.sport))).toEqual(
      new Set(['football', 'hockey', 'tennis', 'basketball', 'esports']),
    );
    const latest = Math.max(...upcoming.map((e) => e.startsAt.getTime()));
    expect(latest).toBeGreaterThan(at('2026-11-25T15:00:00Z').getTime());
    const kinds = new Set(upcoming.flatMap((e) => e.markets.map((m) => m.kind)));
    expect(kinds).toEqual(
      new Set([
        'match_result',
        'match_winner',
        'double_chance',
        'total',
        'handicap',
        'btts',
        'correct_score',
        'outright',
      ]),
    );
    // An Asian quarter line is listed for football totals and handicaps.
    const football = upcoming.find((e) => e.league.sport === 'football');
    expect(football?.markets.some((m) => m.kind === 'handicap' && (m.lineQuarters as number) % 2 !== 0)).toBe(true);
    // Fair 1X2 prices sum to a book of 100 %; with a 6 % margin about 106 %.
    const oneXTwo = football?.markets.find((m) => m.kind === 'match_result');
    const fair = oneXTwo?.selections.map((s) => s.fairOdds as number) ?? [];
    expect(Math.abs(overroundBp(fair))).toBeLessThan(10);
    expect(overroundBp(fair.map((o) => withMargin(o, 600)))).toBeGreaterThan(550);
  });

  it('plays a match: the clock runs, prices move, dangerous moments suspend, the official result comes at the end', async () => {
    const sim = createSimulator({ ...options, leagues: SIM_LEAGUES.slice(0, 1) });
    const start = Date.parse('2026-11-25T10:00:00Z');
    const id = `${SIM_LEAGUES[0]?.id}:${start / options.slotMs}`;
    const seen = [];
    for (let t = start - MINUTE; t <= start + options.matchMs; t += 10_000) {
      seen.push(await sim.event(id, new Date(t)));
    }
    expect(seen[0]?.status).toBe('upcoming');
    const live = seen.filter((e) => e?.status === 'live');
    expect(live.length).toBeGreaterThan(100);
    expect(new Set(live.map((e) => e?.clock)).size).toBeGreaterThan(60);
    const prices = new Set(live.map((e) => e?.markets.find((m) => m.kind === 'match_result')?.selections[0]?.fairOdds));
    expect(prices.size).toBeGreaterThan(10);
    expect(live.some((e) => e?.markets.every((m) => m.suspended === 'dangerous_moment'))).toBe(true);
    expect(live.some((e) => e?.markets.every((m) => m.suspended === null))).toBe(true);
    const last = seen.at(-1);
    expect(['ended', 'abandoned']).toContain(last?.status);
    if (last?.status === 'ended') expect(last.result).toEqual({ kind: 'score', ...last.score });
  });

  it('settles a daily outright by placings', async () => {
    const sim = createSimulator(options);
    const league = SIM_LEAGUES[3];
    const before = await sim.event(`${league?.id}:outright:20417`, at('2025-11-25T10:00:00Z'));
    expect(before?.status).toBe('upcoming');
    expect(before?.markets[0]?.selections).toHaveLength(league?.teams.length ?? 0);
    const after = await sim.event(`${league?.id}:outright:20417`, at('2025-11-26T10:00:00Z'));
    expect(after?.result?.kind).toBe('placings');
    if (after?.result?.kind === 'placings') {
      expect(Object.keys(after.result.positions).sort()).toEqual([...(league?.teams ?? [])].sort());
    }
  });

  it('the test knobs: short slots and matches longer than them put several matches of one league live at once', async () => {
    const fast = simulatorOptions({ ...fastConfig(), sportsSimLeagues: ['sim-tennis-int', 'sim-esports-int'] });
    const events = await createSimulator(fast).snapshot(at('2026-11-25T10:05:00Z'));
    const matches = events.filter((e) => e.kind === 'match');
    expect(new Set(matches.map((e) => e.league.id))).toEqual(new Set(['sim-tennis-int', 'sim-esports-int']));
    expect(matches.filter((e) => e.status === 'live').length).toBeGreaterThanOrEqual(6);
    // Three minutes ahead at four fixtures a minute, per league.
    expect(matches.filter((e) => e.status === 'upcoming').length).toBe(2 * 12);
    expect(() => simulatorOptions({ ...fastConfig(), sportsSimLeagues: ['nope'] })).toThrow(/nope/);
  });
});

function fastConfig() {
  return {
    sportsSimSeed: 'e2e',
    sportsSimMatchMinutes: 1.5,
    sportsSimSlotMinutes: 0.25,
    sportsSimHorizonMinutes: 3,
    sportsSimLeagues: [] as string[],
  };
}
