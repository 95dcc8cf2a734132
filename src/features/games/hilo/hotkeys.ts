import { msg } from '@lingui/core/macro';
import { type HotkeyMap, stakeKeys } from '../controls/hotkeys';

/** The two guesses offered are pressed by their place: on a two they are higher and same, on an ace same and lower. */
export const HOTKEYS: HotkeyMap = [
  ...stakeKeys(msg`Deal a card, or cash out`),
  { code: 'KeyQ', action: 'firstGuess', label: msg`Higher (same, on an ace)` },
  { code: 'KeyW', action: 'secondGuess', label: msg`Lower (same, on a two)` },
  { code: 'KeyE', action: 'skip', label: msg`Skip the card` },
];

export const GUESS_HOTKEYS = ['firstGuess', 'secondGuess'] as const;
