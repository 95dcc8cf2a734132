import { msg } from '@lingui/core/macro';
import type { GameDefinition, PlayedGameComponent } from '../game-definition';

/** Crash: one shared round for every player (not a registry game: no seeds of the player's, a hash chain instead). */
export const CRASH_GAME: GameDefinition & { load(): Promise<PlayedGameComponent> } = {
  title: msg`Crash`,
  lead: msg`Cash out before the multiplier crashes.`,
  colors: ['#ff6b3d', '#b0215a'],
  glyph: '↗',
  load: () => import('./CrashGame').then((m) => m.CrashGame),
};
