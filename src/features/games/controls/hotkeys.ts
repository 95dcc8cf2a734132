import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * One key of a game (issue 13). `code` is the physical key (KeyboardEvent.code), so Q is Q on a Russian or a
 * Kazakh layout too. Unless the game passes its own function for `action`, the key presses the visible, enabled
 * button marked `data-hotkey="<action>"`: a key does exactly what clicking does, and never more.
 */
export interface Hotkey {
  code: string;
  action: string;
  label: MessageDescriptor;
}

export type HotkeyMap = readonly Hotkey[];

/** Bet (or cash out in a round in play), halve (S or A) and double: the keys every game with a stake field shares. */
export function stakeKeys(bet: MessageDescriptor): Hotkey[] {
  const halve = msg`Halve the bet`;
  return [
    { code: 'Space', action: 'bet', label: bet },
    { code: 'KeyS', action: 'half', label: halve },
    { code: 'KeyA', action: 'half', label: halve },
    { code: 'KeyD', action: 'double', label: msg`Double the bet` },
  ];
}

/** What a key press tells the binder (a KeyboardEvent has all of it). */
export interface KeyPress {
  code: string;
  /** The character typed ("?" for the help sheet, whatever the layout puts it on). */
  key?: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Input types that take no typing: a key pressed on them is free for the game. */
const KEYLESS_INPUTS = new Set(['range', 'button', 'submit', 'reset']);

/** The key goes to a field the player types in (or to a list it opens): never a hotkey then. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'INPUT') return !KEYLESS_INPUTS.has(String(element.type ?? 'text').toLowerCase());
  return tag === 'TEXTAREA' || tag === 'SELECT';
}

/** The action a key press asks for, or null: hotkeys off, a modifier held, typing, a modal open, or no such key. */
export function hotkeyFor(press: KeyPress, map: HotkeyMap, state: { enabled: boolean; modalOpen: boolean }) {
  if (!state.enabled || state.modalOpen || press.defaultPrevented || press.repeat) return null;
  if (press.ctrlKey || press.altKey || press.metaKey || press.shiftKey) return null;
  if (isTyping(press.target)) return null;
  return map.find((hotkey) => hotkey.code === press.code)?.action ?? null;
}

/** "?" opens the keys' help sheet while hotkeys are on (Shift is how most layouts type it); never while typing. */
export function isHelpKey(press: KeyPress, state: { enabled: boolean; modalOpen: boolean }): boolean {
  if (!state.enabled || state.modalOpen || press.defaultPrevented || press.repeat) return false;
  if (press.ctrlKey || press.altKey || press.metaKey) return false;
  return press.key === '?' && !isTyping(press.target);
}

/** Listens for "?" on `target` and opens the help sheet. Answers the function that stops listening. */
export function bindHelpKey(
  target: EventTarget,
  options: { enabled: () => boolean; modalOpen: () => boolean; open: () => void },
): () => void {
  const onKey = (event: Event) => {
    if (!isHelpKey(event as unknown as KeyPress, { enabled: options.enabled(), modalOpen: options.modalOpen() }))
      return;
    event.preventDefault();
    options.open();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

/** The map's keys as the help sheet lists them: the keys of one action together ("S / A: Halve the bet"). */
export function keysByAction(map: HotkeyMap): { action: string; codes: string[]; label: MessageDescriptor }[] {
  const rows: { action: string; codes: string[]; label: MessageDescriptor }[] = [];
  for (const hotkey of map) {
    const row = rows.find((r) => r.action === hotkey.action);
    if (row) row.codes.push(hotkey.code);
    else rows.push({ action: hotkey.action, codes: [hotkey.code], label: hotkey.label });
  }
  return rows;
}

/**
 * Listens for the map's keys on `target` (the window) and runs the action of each; the key's default (a page
 * scroll on Space, a focused button's click) is prevented. Answers the function that stops listening.
 */
export function bindHotkeys(
  target: EventTarget,
  map: HotkeyMap,
  options: { enabled: () => boolean; modalOpen: () => boolean; run: (action: string) => void },
): () => void {
  const onKey = (event: Event) => {
    const action = hotkeyFor(event as unknown as KeyPress, map, {
      enabled: options.enabled(),
      modalOpen: options.modalOpen(),
    });
    if (action === null) return;
    event.preventDefault();
    options.run(action);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

/** The key's name in the help sheet. */
export function keyName(code: string, space: string): string {
  if (code === 'Space') return space;
  if (code.startsWith('Key') || code.startsWith('Digit')) return code.replace(/^(Key|Digit)/, '');
  const arrows: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };
  return arrows[code] ?? code;
}
