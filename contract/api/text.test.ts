import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, text } from './text';
import { untextedStrings } from './text.testing';

const dir = import.meta.dirname;
const modules = readdirSync(dir).filter((name) => name.endsWith('.ts') && !/\.test(ing)?\.ts$/.test(name));

describe('text: the one string type of the API', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    expect(isStorableText('plain, кириллица, 😀, \t\n')).toBe(true);
    for (const bad of ['a\u0000b', '\ud83d', 'x\ud83dy', '\ude00', 'a\ude00\ud83d'])
      expect(isStorableText(bad)).toBe(false);
    const issue = text().max(10).safeParse('a\u0000').error?.issues[0];
    expect(issue?.message).toMatch(/^text_invalid: /);
  });

  it('is every string leaf of every exported schema under contract/api', async () => {
    const missing: string[] = [];
    let schemas = 0;
    for (const name of modules) {
      const exports = (await import(join(dir, name))) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType)) continue;
        schemas++;
        missing.push(...untextedStrings(value, `${name}:${exported}`));
      }
    }
    expect(schemas).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('would catch a forgotten field', () => {
    const forgot = z.object({ ok: text(), nested: z.array(z.object({ name: z.string() })) });
    expect(untextedStrings(forgot, 'Forgot')).toEqual(['Forgot.nested[].name']);
    expect(untextedStrings(z.record(z.string(), text()), 'Rec')).toEqual(['Rec{key}']);
  });
});
