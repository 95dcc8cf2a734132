import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LANGUAGE_TAG, type Locale } from '../../contract/locales';
import { i18n } from './i18n';

/** The messages of a shipped catalogue (src/locales/<locale>.po), compiled as the build does, keyed by their ids. */
function readCatalogue(locale: Locale): Record<string, ReturnType<typeof compileMessage>> {
  const text = readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8');
  const join = (raw: string) =>
    [...raw.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => (m[1] ?? '').replace(/\\"/g, '"').replace(/\\n/g, '\n'))
      .join('');
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const block of text.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const id = /(?:^|\n)msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(block)?.[1];
    const str = /(?:^|\n)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(block)?.[1];
    if (id === undefined || str === undefined || join(id) === '') continue;
    const context = /(?:^|\n)msgctxt "((?:[^"\\]|\\.)*)"/.exec(block)?.[1] ?? '';
    const key = /#\. js-lingui-explicit-id/.test(block) ? join(id) : generateMessageId(join(id), context);
    messages[key] = compileMessage(join(str) || join(id));
  }
  return messages;
}

/** Activates a locale with its real catalogue and plural rules, as the page does (src/i18n/i18n.ts). */
export function activateCatalogue(locale: Locale): void {
  i18n.load(locale, readCatalogue(locale));
  i18n.activate(locale, [LANGUAGE_TAG[locale], 'en-US']);
}
