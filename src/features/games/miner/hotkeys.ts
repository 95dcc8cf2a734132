import { msg } from '@lingui/core/macro';
import { type HotkeyMap, stakeKeys } from '../controls/hotkeys';

export const HOTKEYS: HotkeyMap = [
  ...stakeKeys(msg`Start the round, or cash out`),
  { code: 'KeyQ', action: 'randomTile', label: msg`Open a random tile` },
];

/** A closed tile of the 25, at random; null when none is left. */
export function randomClosedTile(opened: readonly number[], random = Math.random): number | null {
  const closed = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !opened.includes(tile));
  return closed.length ? (closed[Math.floor(random() * closed.length)] ?? null) : null;
}
