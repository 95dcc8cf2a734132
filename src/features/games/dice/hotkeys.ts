import { msg } from '@lingui/core/macro';
import { DICE } from '../../../../contract/games/rules/dice';
import { type HotkeyMap, stakeKeys } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [
  ...stakeKeys(msg`Roll`),
  { code: 'KeyQ', action: 'direction', label: msg`Switch between roll under and roll over` },
  { code: 'KeyW', action: 'lessChance', label: msg`Lower the win chance by 1%` },
  { code: 'KeyE', action: 'moreChance', label: msg`Raise the win chance by 1%` },
];

/** The slider's range of win chances, in basis points. */
export const CHANCE_RANGE = { min: Math.max(DICE.minWinChance, 100), max: DICE.maxWinChance };

/** The win chance moved by `by` basis points, kept inside the slider's range. */
export const stepChance = (chance: number, by: number) =>
  Math.min(CHANCE_RANGE.max, Math.max(CHANCE_RANGE.min, chance + by));
