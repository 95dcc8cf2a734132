import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names of the published cases and their items in the player's language (the API names them in English). */
const CASE_NAMES: Record<string, MessageDescriptor> = {
  starter: msg`Starter case`,
};

const ITEM_NAMES: Record<string, MessageDescriptor> = {
  sticker: msg`Sticker`,
  keychain: msg`Keychain`,
  cap: msg`Cap`,
  hoodie: msg`Hoodie`,
  phone: msg`Phone`,
  jackpot: msg`Jackpot`,
};

const ITEM_GLYPHS: Record<string, string> = {
  sticker: '★',
  keychain: '⚷',
  cap: '◓',
  hoodie: '◈',
  phone: '☎',
  jackpot: '♛',
};

export function caseName(i18n: I18n, id: string): string {
  const known = CASE_NAMES[id];
  return known ? i18n._(known) : id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');
}

export function itemName(i18n: I18n, id: string, fallback: string): string {
  const known = ITEM_NAMES[id];
  return known ? i18n._(known) : fallback;
}

export const itemGlyph = (id: string) => ITEM_GLYPHS[id] ?? '◆';
