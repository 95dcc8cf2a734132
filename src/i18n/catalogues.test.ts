import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The catalogue folders: the player's site and the back office (lingui.config.ts). */
const CATALOGUES = ['../locales/', '../backoffice/locales/'];

/** Reads a PO file into msgid → msgstr (multi-line strings joined), skipping obsolete entries. */
function readPo(folder: string, locale: string): Map<string, string> {
  const text = readFileSync(new URL(`${folder}${locale}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const context = /(?:^|\n)msgctxt "((?:[^"\\]|\\.)*)"/.exec(block)?.[1] ?? '';
    const id = /(?:^|\n)msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(block)?.[1];
    const str = /(?:^|\n)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (raw: string) => [...raw.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
    entries.set(context ? `${context}\u0004${join(id)}` : join(id), join(str));
  }
  return entries;
}

/** The distinct placeholders of a message: a language with more plural forms repeats them in each of its branches. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{[\w.]+\}|<\/?\d+>/g)].map((m) => m[0]))].sort();

describe.each(CATALOGUES)('Lingui catalogue %s', (folder) => {
  const source = readPo(folder, 'en');

  it('has messages', () => {
    expect(source.size).toBeGreaterThan(10);
  });

  for (const locale of ['ru', 'kz']) {
    it(`${locale} translates every message with the same placeholders`, () => {
      const catalogue = readPo(folder, locale);
      const missing: string[] = [];
      const broken: string[] = [];
      for (const [id, english] of source) {
        if (id === '') continue;
        const translation = catalogue.get(id) ?? '';
        if (!translation) missing.push(id);
        else if (placeholders(translation).join() !== placeholders(english || id).join()) broken.push(id);
      }
      expect(missing, `untranslated in ${locale}.po`).toEqual([]);
      expect(broken, `placeholders differ in ${locale}.po`).toEqual([]);
    });
  }
});
