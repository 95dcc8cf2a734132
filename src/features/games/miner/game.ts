import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'miner'> = {
  id: 'miner',
  lobbyOrder: 40,
  title: msg`Miner`,
  lead: msg`Open tiles to find gems and cash out before you hit a mine.`,
  colors: ['#38bdf8', '#1d4ed8'],
  glyph: '◈',
  load: () => import('./MinerGame').then((m) => m.MinerGame),
};
