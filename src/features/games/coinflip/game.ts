import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'coinflip'> = {
  id: 'coinflip',
  lobbyOrder: 20,
  title: msg`Coinflip`,
  lead: msg`Heads or tails, double or nothing.`,
  colors: ['#f5b83d', '#c2410c'],
  glyph: '◐',
  load: () => import('./CoinflipGame').then((m) => m.CoinflipGame),
};
