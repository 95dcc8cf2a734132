import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'hilo'> = {
  id: 'hilo',
  lobbyOrder: 30,
  title: msg`Hilo`,
  lead: msg`Guess whether the next card is higher or lower; cash out at any step.`,
  colors: ['#22c55e', '#0f766e'],
  glyph: '♠',
  load: () => import('./HiloGame').then((m) => m.HiloGame),
};
