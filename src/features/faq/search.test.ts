import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/locales';
import { FAQ, FAQ_TOPICS } from './questions';
import { normalize, searchFaq } from './search';

const ids = (query: string, locale: 'ru' | 'en' | 'kz') => searchFaq(FAQ, query, locale).map((entry) => entry.id);

describe('FAQ search', () => {
  it('finds an answer by words of its question or of its answer, the question matches first', () => {
    expect(ids('minimum withdrawal', 'en')).toEqual(['withdraw']);
    // "seed" is in two questions' answers; "provably" only in one question.
    expect(ids('provably', 'en')).toEqual(['provably-fair']);
    expect(ids('seed', 'en')).toEqual(['provably-fair', 'verify-round']);
    expect(ids('код', 'ru')[0]).toBe('confirmation-code');
    expect(ids('верификация', 'kz')).toContain('verification-why');
  });

  it('needs every word, ignores case, punctuation and ё/е, and finds everything for an empty query', () => {
    expect(ids('WITHDRAWAL, minimum!', 'en')).toEqual(['withdraw']);
    expect(ids('withdrawal zebra', 'en')).toEqual([]);
    expect(normalize('  Ещё  раз — «код»! ')).toBe('еще раз код');
    expect(ids('отыгрыш ещё', 'ru')).toEqual([]);
    expect(ids('   ', 'en')).toHaveLength(FAQ.length);
  });

  it('searches in the locale asked: a Russian word finds nothing in English', () => {
    expect(ids('вывод', 'en')).toEqual([]);
    expect(ids('вывод', 'ru')).toContain('withdraw');
  });
});

describe('the help centre', () => {
  it('answers every question in every language, with unique deep-link ids, covering every topic', () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
    for (const entry of FAQ) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      for (const locale of LOCALES) {
        expect(entry.question[locale].length, `${entry.id} ${locale}`).toBeGreaterThan(5);
        expect(entry.answer[locale].length).toBe(entry.answer.en.length);
      }
      // Translated, not copied.
      expect(entry.question.kz).not.toBe(entry.question.ru);
      expect(entry.question.en).not.toBe(entry.question.ru);
    }
    expect(new Set(FAQ.map((entry) => entry.topic))).toEqual(new Set(FAQ_TOPICS));
  });
});
