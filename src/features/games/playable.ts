import type { GameName } from '../../../contract/games/registry';
import type { PlayedGameComponent as PlayableGame } from './game-definition';
import { GAME_LOADERS, type GameId, LIVE_LOADERS, type LiveGameId } from './games';

/** The games played here, each in its own chunk (their folders' game.ts; the rest open with a later release). */
const LOADERS: Record<GameName | LiveGameId, () => Promise<PlayableGame>> = { ...GAME_LOADERS, ...LIVE_LOADERS };

export type PlayableId = keyof typeof LOADERS;

export const isPlayable = (game: GameId): game is PlayableId => game in LOADERS;

const loaded: Partial<Record<PlayableId, PlayableGame>> = {};

/**
 * Loads a game's chunk: its route's loader calls it, so the page's first render (the hydration of the prerendered
 * page included) has the game at hand and never shows its fallback or hydrates it late, after the stores changed.
 */
export async function preloadGame(game: PlayableId): Promise<void> {
  loaded[game] ??= (await LOADERS[game]()) as PlayableGame;
}

/** The game's component once preloadGame has loaded it, else null. */
export const loadedGame = (game: PlayableId): PlayableGame | null => loaded[game] ?? null;
