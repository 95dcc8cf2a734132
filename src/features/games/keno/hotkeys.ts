import { msg } from '@lingui/core/macro';
import { type HotkeyMap, stakeKeys } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [
  ...stakeKeys(msg`Play`),
  { code: 'KeyQ', action: 'autoPick', label: msg`Pick squares at random` },
  { code: 'KeyW', action: 'clear', label: msg`Clear the picks` },
];
