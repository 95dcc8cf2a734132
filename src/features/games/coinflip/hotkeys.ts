import { msg } from '@lingui/core/macro';
import { type HotkeyMap, stakeKeys } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [
  ...stakeKeys(msg`Flip`),
  { code: 'KeyQ', action: 'heads', label: msg`Call heads` },
  { code: 'KeyW', action: 'tails', label: msg`Call tails` },
];
