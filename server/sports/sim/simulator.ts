import type { EventResult } from '../../../contract/sports/markets';
import { ODDS_SCALE } from '../../../contract/sports/odds';
import type { FeedAdapter, FeedEvent, FeedMarket } from '../feed/adapter';
import { SIM_LEAGUES, type SimLeague } from './leagues';
import { type Matchup, MODELS } from './models';
import { type Rng, rngFor } from './rng';

export interface SimulatorOptions {
  /** Every fixture, strength and match is a function of this seed and the time. */
  seed: string;
  /** How long a match lasts (real time). */
  matchMs: number;
  /** Time between two fixtures of a league. */
  slotMs: number;
  /** How far ahead fixtures are listed. */
  horizonMs: number;
  /** How long an ended event stays in the snapshot (so a sync that was away still reads its result). */
  graceMs: number;
  leagues?: readonly SimLeague[];
}

export const DEFAULT_SIMULATOR: SimulatorOptions = {
  seed: 'lucky-mirror',
  matchMs: 20 * 60_000,
  slotMs: 60 * 60_000,
  horizonMs: 2 * 24 * 60 * 60_000,
  graceMs: 30 * 60_000,
};

/** The simulator the configuration asks for (server/config.ts `SPORTS_SIM_*`). */
export function simulatorOptions(config: {
  sportsSimSeed: string;
  sportsSimMatchMinutes: number;
  sportsSimSlotMinutes: number;
  sportsSimHorizonMinutes: number;
  sportsSimLeagues: readonly string[];
}): SimulatorOptions {
  const unknown = config.sportsSimLeagues.filter((id) => !SIM_LEAGUES.some((league) => league.id === id));
  if (unknown.length > 0) throw new Error(`SPORTS_SIM_LEAGUES: no simulated league ${unknown.join(', ')}`);
  const slotMs = config.sportsSimSlotMinutes * 60_000;
  return {
    ...DEFAULT_SIMULATOR,
    seed: config.sportsSimSeed,
    matchMs: config.sportsSimMatchMinutes * 60_000,
    slotMs,
    horizonMs: config.sportsSimHorizonMinutes * 60_000,
    // Ended matches stay listed for half an hour, or ten slots when slots are short (fewer to replay each sync).
    graceMs: Math.min(DEFAULT_SIMULATOR.graceMs, 10 * slotMs),
    ...(config.sportsSimLeagues.length > 0
      ? { leagues: SIM_LEAGUES.filter((league) => config.sportsSimLeagues.includes(league.id)) }
      : {}),
  };
}

const DAY_MS = 24 * 60 * 60_000;
/** Chance that a match is abandoned at half time (its markets void). */
const ABANDON_CHANCE = 0.02;
/** Chance that a league's outright ends in a dead heat for first place. */
const DEAD_HEAT_CHANCE = 0.15;

/**
 * The built-in feed (spec: the book is alive on a fresh machine): each league plays one fixture per slot, its two
 * sides drawn from the league; strengths give Poisson (football, hockey, basketball) or per-set (tennis, esports)
 * prices; the match is played out from its own seed, so its score, clock, dangerous moments (markets suspended)
 * and moving in-play prices are a pure function of the time: any process, any restart, the same book. Each league
 * also lists a daily outright (the day's winner, placings by strength; a dead heat now and then).
 */
export function createSimulator(options: SimulatorOptions = DEFAULT_SIMULATOR): FeedAdapter {
  const leagues = options.leagues ?? SIM_LEAGUES;
  const offset = (index: number) => (index * options.slotMs) / leagues.length;
  const strength = (team: string) => 0.75 + 0.6 * rngFor(options.seed, 'strength', team)();
  const prematchCache = new Map<string, FeedMarket[]>();

  function fixture(league: SimLeague, index: number, slot: number) {
    const rng = rngFor(options.seed, league.id, slot);
    const home = Math.floor(rng() * league.teams.length);
    const away = (home + 1 + Math.floor(rng() * (league.teams.length - 1))) % league.teams.length;
    const names = { home: league.teams[home] as string, away: league.teams[away] as string };
    return {
      id: `${league.id}:${slot}`,
      startsAt: slot * options.slotMs + offset(index),
      names,
      matchup: { home: strength(names.home), away: strength(names.away) } satisfies Matchup,
      rng,
    };
  }

  function match(league: SimLeague, index: number, slot: number, now: number): FeedEvent {
    const f = fixture(league, index, slot);
    const model = MODELS[league.sport];
    const abandoned = f.rng() < ABANDON_CHANCE;
    const played = model.play(f.rng as Rng, f.matchup);
    const fraction = (now - f.startsAt) / options.matchMs;
    const base = {
      id: f.id,
      league: { id: league.id, sport: league.sport, country: league.country, name: league.name },
      kind: 'match' as const,
      name: `${f.names.home} v ${f.names.away}`,
      home: f.names.home,
      away: f.names.away,
      startsAt: new Date(f.startsAt),
    };
    if (fraction < 0) {
      let markets = prematchCache.get(f.id);
      if (!markets) {
        markets = model.markets(f.matchup, played.state(0).distribution).map((m) => ({ ...m, suspended: null }));
        prematchCache.set(f.id, markets);
      }
      return { ...base, status: 'upcoming', clock: null, score: null, result: null, markets };
    }
    prematchCache.delete(f.id);
    if (abandoned && fraction >= 0.5) {
      const result: EventResult = { kind: 'abandoned' };
      return { ...base, status: 'abandoned', clock: null, score: played.state(0.5).score, result, markets: [] };
    }
    const state = played.state(Math.min(fraction, 0.999_999));
    if (fraction >= 1 || state.finished) {
      const result: EventResult = { kind: 'score', ...played.final };
      return { ...base, status: 'ended', clock: null, score: played.final, result, markets: [] };
    }
    const suspended = state.dangerous ? 'dangerous_moment' : null;
    const markets = model.markets(f.matchup, state.distribution).map((m) => ({ ...m, suspended }));
    return { ...base, status: 'live', clock: state.clock, score: state.score, result: null, markets };
  }

  function outright(league: SimLeague, day: number, now: number): FeedEvent {
    const startsAt = day * DAY_MS + 20 * 60 * 60_000;
    const weights = league.teams.map((team) => strength(team) ** 4);
    const total = weights.reduce((a, b) => a + b, 0);
    const base = {
      id: `${league.id}:outright:${day}`,
      league: { id: league.id, sport: league.sport, country: league.country, name: league.name },
      kind: 'outright' as const,
      name: `${league.name}: winner of the day`,
      home: null,
      away: null,
      startsAt: new Date(startsAt),
      clock: null,
      score: null,
    };
    if (now < startsAt) {
      const market: FeedMarket = {
        id: 'outright',
        kind: 'outright',
        lineQuarters: null,
        places: 1,
        suspended: null,
        selections: league.teams.map((team, i) => ({
          key: team,
          name: team,
          fairOdds: Math.round((total / (weights[i] as number)) * ODDS_SCALE),
        })),
      };
      return { ...base, status: 'upcoming', result: null, markets: [market] };
    }
    // Placings: a strength-weighted draw without replacement; sometimes the first two share first place.
    const rng = rngFor(options.seed, league.id, 'outright', day);
    const left = league.teams.map((team, i) => ({ team, weight: weights[i] as number }));
    const order: string[] = [];
    while (left.length > 0) {
      let pick = rng() * left.reduce((a, b) => a + b.weight, 0);
      let at = 0;
      while (at < left.length - 1 && pick > (left[at] as { weight: number }).weight) {
        pick -= (left[at] as { weight: number }).weight;
        at++;
      }
      order.push((left.splice(at, 1)[0] as { team: string }).team);
    }
    const tie = rng() < DEAD_HEAT_CHANCE;
    const positions = Object.fromEntries(order.map((team, i) => [team, tie && i === 1 ? 1 : i + 1]));
    return { ...base, status: 'ended', result: { kind: 'placings', positions }, markets: [] };
  }

  function slotsOf(index: number, now: number): number[] {
    const from = Math.ceil((now - options.matchMs - options.graceMs - offset(index)) / options.slotMs);
    const to = Math.floor((now + options.horizonMs - offset(index)) / options.slotMs);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  }

  function daysOf(now: number): number[] {
    const from = Math.floor((now - options.graceMs) / DAY_MS);
    const to = Math.floor((now + options.horizonMs) / DAY_MS);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i).filter(
      (day) => day * DAY_MS + 20 * 60 * 60_000 >= now - options.graceMs,
    );
  }

  return {
    name: 'simulator',
    async snapshot(at) {
      const now = at.getTime();
      return leagues.flatMap((league, index) => [
        ...slotsOf(index, now).map((slot) => match(league, index, slot, now)),
        ...daysOf(now).map((day) => outright(league, day, now)),
      ]);
    },
    async event(externalId, at) {
      const [leagueId, part, day] = externalId.split(':');
      const index = leagues.findIndex((league) => league.id === leagueId);
      const league = leagues[index];
      if (!league) return null;
      if (part === 'outright') return outright(league, Number(day), at.getTime());
      return match(league, index, Number(part), at.getTime());
    },
  };
}
