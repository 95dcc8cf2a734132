import type { ComponentType } from 'react';
import type { GameId } from './games';

type PlayableGame = ComponentType<{ slug?: string }>;

/** The games played here, each in its own chunk (the rest open with a later release). */
const LOADERS = {
  dice: () => import('./dice/DiceGame').then((m) => m.DiceGame),
  coinflip: () => import('./coinflip/CoinflipGame').then((m) => m.CoinflipGame),
  keno: () => import('./keno/KenoGame').then((m) => m.KenoGame),
  roulette: () => import('./roulette/RouletteGame').then((m) => m.RouletteGame),
  cases: () => import('./cases/CaseGame').then((m) => m.CaseGame),
  miner: () => import('./miner/MinerGame').then((m) => m.MinerGame),
  hilo: () => import('./hilo/HiloGame').then((m) => m.HiloGame),
} satisfies Partial<Record<GameId, () => Promise<PlayableGame>>>;

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
