import type { FeedLeague } from '../feed/adapter';

/** The simulator's virtual leagues: a feed league and its teams (or players). */
export interface SimLeague extends FeedLeague {
  teams: readonly string[];
}

export const SIM_LEAGUES: readonly SimLeague[] = [
  {
    id: 'sim-football-eng',
    sport: 'football',
    country: 'GB',
    name: 'Virtual Premier League',
    teams: [
      'Northbridge',
      'Kingsport',
      'Ashford Rovers',
      'Millbrook',
      'Redcastle',
      'Westhaven',
      'Stonegate',
      'Harbour City',
    ],
  },
  {
    id: 'sim-football-esp',
    sport: 'football',
    country: 'ES',
    name: 'Virtual Liga',
    teams: [
      'Real Sol',
      'Atlético Mar',
      'Costa Verde',
      'Sierra FC',
      'Valle Alto',
      'Puerto Azul',
      'Monte Rojo',
      'Río Claro',
    ],
  },
  {
    id: 'sim-hockey-can',
    sport: 'hockey',
    country: 'CA',
    name: 'Virtual Ice League',
    teams: ['Polar Bears', 'Timberwolves', 'North Stars', 'Glaciers', 'Lumberjacks', 'Blizzard'],
  },
  {
    id: 'sim-tennis-int',
    sport: 'tennis',
    country: 'INT',
    name: 'Virtual Tour',
    teams: ['A. Novak', 'R. Ferrer', 'K. Ito', 'M. Laurent', 'D. Petrov', 'J. Silva', 'T. Berg', 'L. Costa'],
  },
  {
    id: 'sim-basketball-usa',
    sport: 'basketball',
    country: 'US',
    name: 'Virtual Hoops',
    teams: ['Sky Hawks', 'Desert Suns', 'Bay Sharks', 'River Kings', 'Iron Giants', 'Thunder Bolts'],
  },
  {
    id: 'sim-esports-int',
    sport: 'esports',
    country: 'INT',
    name: 'Virtual Arena',
    teams: ['Team Nova', 'Pixel Storm', 'Zero Lag', 'Crimson Byte', 'Night Owls', 'Vector Five'],
  },
];
