import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'roulette'> = {
  id: 'roulette',
  lobbyOrder: 60,
  title: msg`Roulette`,
  lead: msg`European single-zero roulette with inside and outside bets.`,
  colors: ['#ef4444', '#7f1d1d'],
  glyph: '◎',
  load: () => import('./RouletteGame').then((m) => m.RouletteGame),
};
