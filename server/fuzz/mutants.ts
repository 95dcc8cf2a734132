import fc from 'fast-check';

/**
 * Ways to break a valid value, applied at a chosen place inside it: the hostile half of the fuzzer's requests.
 * Each mutant names itself, so a failure says what was sent.
 */
export const MUTANTS = [
  'wrong_type',
  'missing_field',
  'extra_field',
  'nul',
  'lone_surrogate',
  'huge_string',
  'bad_number',
  'whole_value',
] as const;
export type Mutant = (typeof MUTANTS)[number];

/** Values of the wrong kind for any field. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

const BAD_NUMBERS = [-1, 0, 1.5, -0.01, 1e308, -1e308, 2 ** 53 + 1, 1e-9, 1e21];
const EXTRA_FIELDS = ['currency', 'user_id', 'balance', '__proto__', 'constructor', 'amount_minor', 'x'];

type Container = Record<string, unknown> | unknown[];
type Place = { parent: Container; key: string | number };

/** Every (container, key) inside the value, depth first. */
function places(value: unknown, found: Place[] = []): Place[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ parent: value, key: index });
      places(item, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push({ parent: value as Record<string, unknown>, key });
      places(item, found);
    }
  }
  return found;
}

const objects = (value: unknown): Record<string, unknown>[] => {
  const found = places(value)
    .map(({ parent, key }) => (parent as Record<string | number, unknown>)[key])
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object' && !Array.isArray(item));
  return value && typeof value === 'object' && !Array.isArray(value)
    ? [value as Record<string, unknown>, ...found]
    : found;
};

function set(place: Place, item: unknown) {
  (place.parent as Record<string | number, unknown>)[place.key] = item;
}

/**
 * The value broken by `mutant` at the place `pick` selects (modulo the places there are); `filler` is a junk value
 * for wrong types. Works on a deep copy; a value with no place to break is replaced whole.
 */
export function mutate(value: unknown, mutant: Mutant, pick: number, filler: unknown): unknown {
  const copy = value === undefined ? undefined : structuredClone(value);
  const all = places(copy);
  const at = <T>(list: T[]): T | undefined => list[pick % Math.max(1, list.length)];
  const stringPlaces = all.filter((p) => typeof (p.parent as Record<string | number, unknown>)[p.key] === 'string');
  const breakText = (suffix: string) => {
    const place = at(stringPlaces);
    if (place) set(place, `${String((place.parent as Record<string | number, unknown>)[place.key])}${suffix}`);
    else if (typeof copy === 'string') return `${copy}${suffix}`;
    else {
      const target = at(objects(copy));
      if (target) target[`field${suffix}`] = `value${suffix}`;
      else return `text${suffix}`;
    }
    return copy;
  };
  switch (mutant) {
    case 'wrong_type': {
      const place = at(all);
      if (!place) return filler;
      set(place, filler);
      return copy;
    }
    case 'missing_field': {
      const place = at(all.filter((p) => !Array.isArray(p.parent)));
      if (!place) return undefined;
      delete (place.parent as Record<string, unknown>)[place.key as string];
      return copy;
    }
    case 'extra_field': {
      const target = at(objects(copy));
      if (!target) return { [EXTRA_FIELDS[pick % EXTRA_FIELDS.length] as string]: 'USD' };
      Object.defineProperty(target, EXTRA_FIELDS[pick % EXTRA_FIELDS.length] as string, {
        value: filler ?? 'USD',
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    }
    case 'nul':
      return breakText('\u0000');
    case 'lone_surrogate':
      return breakText('\ud83d');
    case 'huge_string': {
      const place = at(all);
      const huge = 'x'.repeat(100_000);
      if (!place) return huge;
      set(place, huge);
      return copy;
    }
    case 'bad_number': {
      const place = at(all);
      const bad = BAD_NUMBERS[pick % BAD_NUMBERS.length];
      if (!place) return bad;
      set(place, bad);
      return copy;
    }
    case 'whole_value':
      return filler;
  }
}
