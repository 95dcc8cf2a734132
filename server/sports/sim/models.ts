import { correctScoreKey, type MarketKind, type Sport } from '../../../contract/sports/markets';
import type { FeedMarket } from '../feed/adapter';
import { fairOddsOf, poissonScores, type ScoreDistribution, setScores } from './pricing';
import { poissonDraw, type Rng } from './rng';

/** Two sides' strengths (about 0.75 … 1.35) as the model reads them. */
export interface Matchup {
  home: number;
  away: number;
}

/** A match played out in advance: what happens at each moment, from which any moment's state is read. */
export interface MatchState {
  score: { home: number; away: number };
  clock: string;
  /** Markets take no bets now (a dangerous attack, a set point, a quarter's last minute). */
  dangerous: boolean;
  /** The match is over before its slot ends (a set sport decided early). */
  finished: boolean;
  /** Final scores from here. */
  distribution: ScoreDistribution;
}

export interface SportModel {
  /** Plays the match out; `state(f)` reads it at fraction f ∈ [0, 1) of its time. */
  play(rng: Rng, matchup: Matchup): { state(fraction: number): MatchState; final: { home: number; away: number } };
  /** The markets (lines chosen from the pre-match expectation) priced over a distribution of final scores. */
  markets(matchup: Matchup, distribution: ScoreDistribution): Omit<FeedMarket, 'suspended'>[];
}

interface MarketSpec {
  kind: MarketKind;
  lineQuarters?: number;
  keys: readonly string[];
  names?: readonly string[];
}

function priced(specs: MarketSpec[], distribution: ScoreDistribution): Omit<FeedMarket, 'suspended'>[] {
  return specs.map((spec) => {
    const terms = { kind: spec.kind, lineQuarters: spec.lineQuarters ?? null };
    return {
      id: spec.lineQuarters === undefined ? spec.kind : `${spec.kind}:${spec.lineQuarters}`,
      ...terms,
      places: null,
      selections: spec.keys.map((key, i) => ({
        key,
        name: spec.names?.[i] ?? key,
        fairOdds: fairOddsOf(terms, key, distribution),
      })),
    };
  });
}

const oddQuarters = (value: number) => 2 * Math.floor(value * 2) + 1;

// ---------------------------------------------------------------- goal sports

interface GoalSport {
  minutes: number;
  /** Goals (points) per side in a match between equals. */
  perSide: number;
  homeAdvantage: number;
  /** How far strength moves the means (basketball's scores are many and close: a small power). */
  spread: number;
  clock(minute: number): string;
  /** Every minute's chance of a dangerous moment with no goal in it. */
  danger: number;
  specs(means: { home: number; away: number }): MarketSpec[];
}

const SCORES = [0, 1, 2, 3].flatMap((h) => [0, 1, 2, 3].map((a) => correctScoreKey(h, a)));

const GOAL_SPORTS: Record<'football' | 'hockey' | 'basketball', GoalSport> = {
  football: {
    minutes: 90,
    perSide: 1.35,
    homeAdvantage: 1.12,
    spread: 1,
    danger: 0.04,
    clock: (m) => `${m < 45 ? '1H' : '2H'} ${Math.floor(m) + 1}'`,
    specs: ({ home, away }) => [
      { kind: 'match_result', keys: ['home', 'draw', 'away'] },
      { kind: 'double_chance', keys: ['home_draw', 'home_away', 'draw_away'] },
      { kind: 'total', lineQuarters: 10, keys: ['over', 'under'] },
      { kind: 'total', lineQuarters: oddQuarters(home + away), keys: ['over', 'under'] },
      { kind: 'handicap', lineQuarters: -oddQuarters(home - away), keys: ['home', 'away'] },
      { kind: 'btts', keys: ['yes', 'no'] },
      { kind: 'correct_score', keys: SCORES },
    ],
  },
  hockey: {
    minutes: 60,
    perSide: 2.9,
    homeAdvantage: 1.08,
    spread: 0.7,
    danger: 0.05,
    clock: (m) => `P${Math.floor(m / 20) + 1} ${Math.floor(m % 20) + 1}'`,
    specs: ({ home, away }) => [
      { kind: 'match_result', keys: ['home', 'draw', 'away'] },
      { kind: 'double_chance', keys: ['home_draw', 'home_away', 'draw_away'] },
      { kind: 'total', lineQuarters: 22, keys: ['over', 'under'] },
      { kind: 'handicap', lineQuarters: home >= away ? -6 : 6, keys: ['home', 'away'] },
      { kind: 'btts', keys: ['yes', 'no'] },
    ],
  },
  basketball: {
    minutes: 48,
    perSide: 104,
    homeAdvantage: 1.03,
    spread: 0.15,
    danger: 0,
    clock: (m) => `Q${Math.floor(m / 12) + 1} ${Math.floor(m % 12) + 1}'`,
    specs: ({ home, away }) => [
      { kind: 'match_winner', keys: ['home', 'away'] },
      { kind: 'total', lineQuarters: Math.floor(home + away) * 4 + 2, keys: ['over', 'under'] },
      { kind: 'handicap', lineQuarters: -Math.round(home - away) * 4 + 2, keys: ['home', 'away'] },
    ],
  },
};

function means(sport: GoalSport, m: Matchup) {
  return {
    home: sport.perSide * (m.home / m.away) ** sport.spread * sport.homeAdvantage,
    away: (sport.perSide * (m.away / m.home) ** sport.spread) / sport.homeAdvantage,
  };
}

function goalModel(sport: GoalSport): SportModel {
  return {
    play(rng, matchup) {
      const mean = means(sport, matchup);
      const perMinute = Array.from({ length: sport.minutes }, () => ({
        home: poissonDraw(rng, mean.home / sport.minutes),
        away: poissonDraw(rng, mean.away / sport.minutes),
        danger: rng() < sport.danger,
      }));
      const final = perMinute.reduce((s, m) => ({ home: s.home + m.home, away: s.away + m.away }), {
        home: 0,
        away: 0,
      });
      return {
        final,
        state(fraction) {
          const minute = fraction * sport.minutes;
          const done = Math.floor(minute);
          const score = perMinute
            .slice(0, done)
            .reduce((s, m) => ({ home: s.home + m.home, away: s.away + m.away }), { home: 0, away: 0 });
          const now = perMinute[done];
          // A goal (or a chance) in this minute: suspended for the whole minute before it lands.
          const quarterEnd = sport.danger === 0 && done % 12 === 11;
          const dangerous = !!now && (now.home > 0 || now.away > 0 || now.danger || quarterEnd);
          const left = 1 - done / sport.minutes;
          return {
            score,
            clock: sport.clock(minute),
            dangerous,
            finished: false,
            distribution: poissonScores(score, mean.home * left, mean.away * left),
          };
        },
      };
    },
    markets(matchup, distribution) {
      return priced(sport.specs(means(sport, matchup)), distribution);
    },
  };
}

// ---------------------------------------------------------------- set sports (best of three)

function setModel(unit: 'S' | 'M'): SportModel {
  const pHome = (m: Matchup) => m.home ** 2 / (m.home ** 2 + m.away ** 2);
  return {
    play(rng, matchup) {
      const p = pHome(matchup);
      const sets: ('home' | 'away')[] = [];
      let home = 0;
      let away = 0;
      while (home < 2 && away < 2) {
        const winner = rng() < p ? 'home' : 'away';
        sets.push(winner);
        if (winner === 'home') home++;
        else away++;
      }
      return {
        final: { home, away },
        state(fraction) {
          const set = Math.floor(fraction * 3);
          const played = sets.slice(0, set);
          const score = {
            home: played.filter((s) => s === 'home').length,
            away: played.filter((s) => s === 'away').length,
          };
          const finished = set >= sets.length;
          return {
            score,
            clock: `${unit}${Math.min(set + 1, 3)}`,
            // The last tenth of a set: set point.
            dangerous: fraction * 3 - set > 0.9,
            finished,
            distribution: setScores(score, p),
          };
        },
      };
    },
    markets(_matchup, distribution) {
      return priced(
        [
          { kind: 'match_winner', keys: ['home', 'away'] },
          { kind: 'correct_score', keys: ['2:0', '2:1', '1:2', '0:2'] },
          { kind: 'total', lineQuarters: 10, keys: ['over', 'under'] },
          { kind: 'handicap', lineQuarters: -6, keys: ['home', 'away'] },
        ],
        distribution,
      );
    },
  };
}

export const MODELS: Record<Sport, SportModel> = {
  football: goalModel(GOAL_SPORTS.football),
  hockey: goalModel(GOAL_SPORTS.hockey),
  basketball: goalModel(GOAL_SPORTS.basketball),
  tennis: setModel('S'),
  esports: setModel('M'),
};
