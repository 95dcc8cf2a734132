import { msg } from '@lingui/core/macro';
import type { PlayedGameDefinition } from '../game-definition';

export const GAME: PlayedGameDefinition<'cases'> = {
  id: 'cases',
  lobbyOrder: 70,
  title: msg`Cases`,
  lead: msg`Open a case and win an item.`,
  colors: ['#14b8a6', '#1e3a8a'],
  glyph: '▣',
  load: () => import('./CaseGame').then((m) => m.CaseGame),
};
