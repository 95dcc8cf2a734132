import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'dice'> = {
  id: 'dice',
  lobbyOrder: 10,
  title: msg`Dice`,
  lead: msg`Roll over or under a number you choose, from 0.00 to 100.00.`,
  colors: ['#3d7bff', '#5b2bd6'],
  glyph: '⚄',
  load: () => import('./DiceGame').then((m) => m.DiceGame),
};
