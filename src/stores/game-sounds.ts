import { type Cue, playTone, unlockSound } from '../lib/sound';
import { gameSettings } from './game-settings';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Sound is on: the player turned it on, and, when the system asks for reduced motion, turned it on knowing that
 * (off by default in both cases).
 */
export function soundOn(): boolean {
  if (!gameSettings.sound) return false;
  const reduced = typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
  return !reduced || gameSettings.soundWithReducedMotion;
}

/** A game's moment (a bet, a win, a loss, a tile or a card, a cash-out) as a short sound, when sound is on. */
export function playSound(cue: Cue): void {
  if (soundOn()) playTone(cue);
}

/**
 * With sound on since an earlier visit, the first click or key press of this one creates the AudioContext (the
 * browser allows none before a gesture).
 */
let listening = false;
export function unlockSoundOnGesture(): void {
  if (listening) return;
  listening = true;
  const unlock = () => {
    if (!soundOn()) return;
    unlockSound();
    removeEventListener('pointerdown', unlock, true);
    removeEventListener('keydown', unlock, true);
  };
  addEventListener('pointerdown', unlock, true);
  addEventListener('keydown', unlock, true);
}
