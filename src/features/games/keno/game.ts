import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'keno'> = {
  id: 'keno',
  lobbyOrder: 50,
  title: msg`Keno`,
  lead: msg`Pick up to 10 numbers of 40 and watch the draw.`,
  colors: ['#a855f7', '#4338ca'],
  glyph: '#',
  load: () => import('./KenoGame').then((m) => m.KenoGame),
};
