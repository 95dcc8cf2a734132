import { describe, expect, it } from 'vitest';
import { POLICY_DOCUMENTS } from './policy-documents';

describe('the privacy policy', () => {
  it('exists in Russian, English and Kazakh, each translation complete: every section and paragraph', () => {
    const ru = POLICY_DOCUMENTS['ru/confidential'];
    for (const key of ['en/confidential', 'kz/confidential'] as const) {
      const doc = POLICY_DOCUMENTS[key];
      expect(doc.lang).toBe(key.slice(0, 2));
      expect(doc.updated).toBe(ru.updated);
      expect(doc.sections.map((section) => section.paragraphs.length)).toEqual(
        ru.sections.map((section) => section.paragraphs.length),
      );
      // Written in its own language, not a copy of the Russian text.
      expect(doc.sections.map((section) => section.heading)).not.toContain(ru.sections[0]?.heading);
    }
    expect(POLICY_DOCUMENTS['kz/confidential'].title).toBe('Құпиялылық саясаты');
  });
});
