import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, isTextSchema, text } from './text';

/** Every string leaf reachable from a schema that lacks the text check, by its path (`Schema.field[].key`). */
function untextedStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) => untextedStrings(inner as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return isTextSchema(schema) ? [] : [path];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([key, inner]) => walk(inner, `${path}.${key}`));
      return def.catchall ? [...fields, ...walk(def.catchall, `${path}.*`)] : fields;
    }
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, index) => walk(item, `${path}[${index}]`));
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'lazy':
      return walk((def.getter as () => unknown)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'template_literal':
    case 'any':
      return [path];
    default:
      return [];
  }
}

const dir = import.meta.dirname;
const modules = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));

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
