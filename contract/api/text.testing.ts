import type { z } from 'zod';
import { isTextSchema } from './text';

/** Every string leaf reachable from a schema that lacks the text check, by its path (`Schema.field[].key`). */
export function untextedStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
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
