import { msg } from '@lingui/core/macro';
import type { HotkeyMap } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [
  { code: 'Space', action: 'bet', label: msg`Spin` },
  { code: 'KeyS', action: 'smallerChip', label: msg`A smaller chip` },
  { code: 'KeyD', action: 'largerChip', label: msg`A larger chip` },
  { code: 'KeyQ', action: 'red', label: msg`A chip on red` },
  { code: 'KeyW', action: 'black', label: msg`A chip on black` },
  { code: 'KeyE', action: 'undo', label: msg`Take back the last chip` },
  { code: 'KeyR', action: 'clear', label: msg`Clear the table` },
];

/** The chip next to `current` among `values` (ascending), or `current` at either end. */
export function nextChip(values: readonly bigint[], current: bigint, by: -1 | 1): bigint {
  const at = values.indexOf(current);
  return values[Math.min(values.length - 1, Math.max(0, at + by))] ?? current;
}
