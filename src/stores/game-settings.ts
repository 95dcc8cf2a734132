import { proxy, subscribe, useSnapshot } from 'valtio';
import type { GameName } from '../../contract/games/registry';
import { useHydrated } from '../lib/use-hydrated';
import { sessionState } from './session';

/**
 * The game page's own settings (issue 13), kept on this device for each player (a visitor's are the device's): all
 * off until the player turns them on.
 */
export interface GameSettings {
  hotkeys: boolean;
  sound: boolean;
  /** Sound was turned on while the system asked for reduced motion (the toggle said it would then play). */
  soundWithReducedMotion: boolean;
  /** Games whose result shows at once, without the animation. */
  instant: Partial<Record<GameName, boolean>>;
}

const KEY = 'game-settings';
/** Where the settings of this player (null: a visitor) are kept in localStorage. */
export const settingsKey = (playerId: number | null) => (playerId === null ? KEY : `${KEY}:${playerId}`);
let key = KEY;
const DEFAULTS: GameSettings = { hotkeys: false, sound: false, soundWithReducedMotion: false, instant: {} };

function read(): GameSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<GameSettings> | null;
    return {
      hotkeys: saved?.hotkeys === true,
      sound: saved?.sound === true,
      soundWithReducedMotion: saved?.soundWithReducedMotion === true,
      instant: typeof saved?.instant === 'object' && saved.instant ? saved.instant : {},
    };
  } catch {
    // No storage (the prerender, a locked-down browser) or a damaged entry: the defaults.
    return { ...DEFAULTS, instant: {} };
  }
}

export const gameSettings = proxy<GameSettings>(read());

function save(): void {
  try {
    localStorage.setItem(key, JSON.stringify(gameSettings));
  } catch {
    // Storage full or disabled: the setting holds for this visit only.
  }
}

/** The settings of whoever plays now: a player's own once the profile names them, the device's for a visitor. */
export function loadSettingsOf(playerId: number | null): void {
  const next = settingsKey(playerId);
  if (next === key) return;
  key = next;
  Object.assign(gameSettings, read());
}

subscribe(sessionState, () => {
  const { profile, status } = sessionState;
  // Signed in with no profile yet (loading, offline with no copy): the settings in use stay.
  if (profile) loadSettingsOf(profile.data.id);
  else if (status === 'guest') loadSettingsOf(null);
});

export function setHotkeys(on: boolean): void {
  gameSettings.hotkeys = on;
  save();
}

/** `reducedMotion`: the system asks for less motion, and the player turned sound on knowing it. */
export function setSound(on: boolean, reducedMotion: boolean): void {
  gameSettings.sound = on;
  gameSettings.soundWithReducedMotion = on && reducedMotion;
  save();
}

export function setInstant(game: GameName, on: boolean): void {
  gameSettings.instant[game] = on;
  save();
}

/** The settings as this page shows them: the defaults while React hydrates the prerendered page. */
export function useGameSettings(): GameSettings {
  const snapshot = useSnapshot(gameSettings) as GameSettings;
  return useHydrated() ? snapshot : DEFAULTS;
}
