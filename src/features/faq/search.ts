import type { Locale } from '../../../contract/locales';
import type { FaqEntry } from './questions';

/** Lower case, ё as е, punctuation and repeated spaces as one space: how a query and a text are compared. */
export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The entries whose question or answer (in the locale) holds every word of the query, those that hold them all in
 * the question first, each group in the help centre's order. An empty query finds every entry.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string, locale: Locale): FaqEntry[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  const inQuestion: FaqEntry[] = [];
  const inAnswer: FaqEntry[] = [];
  for (const entry of entries) {
    const question = normalize(entry.question[locale]);
    const whole = `${question} ${normalize(entry.answer[locale].join(' '))}`;
    if (words.every((word) => question.includes(word))) inQuestion.push(entry);
    else if (words.every((word) => whole.includes(word))) inAnswer.push(entry);
  }
  return [...inQuestion, ...inAnswer];
}
