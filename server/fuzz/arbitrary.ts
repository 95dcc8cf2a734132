import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Valid values of a zod 4 schema as fast-check arbitraries, read from the schema's definition (zod-fast-check does
 * not know zod 4). "Valid" is best effort: string lengths and patterns, number bounds, enums, optional fields;
 * refinements the definition cannot show (e.g. "exactly one of") are left to chance, which the mutants need anyway.
 */
type Schema = z.ZodType;
type Def = { type: string; [key: string]: unknown };
type CheckDef = { check: string; [key: string]: unknown };

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (schema: Schema) =>
  ((defOf(schema).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/** Whether an object may leave the field out (optional, default, prefault). */
export const isOptional = (schema: Schema) => (schema._zod as { optin?: string }).optin === 'optional';

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const def = defOf(schema);
  const checks = checksOf(schema);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => Number(c.minimum)));
  const max = Math.min(256, ...checks.filter((c) => c.check === 'max_length').map((c) => Number(c.maximum)));
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid') return fc.uuid();
  // Formats with a pattern (email, e164 …) and regex checks: strings the pattern matches.
  const pattern = (def.pattern as RegExp | undefined) ?? (checks.find((c) => c.pattern)?.pattern as RegExp | undefined);
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((value) => value.length <= Math.max(max, min));
    } catch {
      // A pattern fast-check cannot invert: plain strings of the right length.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, min + 24)) });
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  let min = -1_000_000;
  let max = 1_000_000;
  for (const c of checks) {
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  const integer = checks.some((c) => c.check === 'number_format' && String(c.format).includes('int'));
  if (max < min) max = min;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** The arbitrary of valid values of `schema`. */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validValue(def[key] as Schema, depth + 1);
  if (depth > 12) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'array': {
      const checks = checksOf(schema);
      const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => Number(c.minimum)));
      const max = Math.min(min + 4, ...checks.filter((c) => c.check === 'max_length').map((c) => Number(c.maximum)));
      return fc.array(inner('element'), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => validValue(item, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, validValue(field, depth + 1)]),
      );
      const requiredKeys = Object.entries(shape)
        .filter(([, field]) => !isOptional(field))
        .map(([key]) => key);
      return fc.record(fields, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(
        validValue(def.keyType as Schema, depth + 1).map(String),
        validValue(def.valueType as Schema, depth + 1),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => validValue(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : (left ?? right),
        );
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // `text().trim().pipe(z.email())`: the output's format is what the input must satisfy; a transform's is not.
      const [from, to] = [defOf(def.in as Schema).type, defOf(def.out as Schema).type];
      return from === 'string' && to === 'string' ? inner('out') : inner('in');
    }
    case 'lazy':
      return validValue((def.getter as () => Schema)(), depth + 1);
    default:
      // unknown, any, custom, transform: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
