type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const idOf = (value: unknown) => (isContainer(value) && !Array.isArray(value) ? value.id : undefined);

/**
 * Writes `source` into `target` (a valtio proxy) touching only what differs, so the parts that did not change keep
 * their snapshots and memoised rows skip them. Lists are merged item by item while their items keep their ids in
 * place; a list whose items moved is replaced.
 */
export function mergeInto(target: Container, source: Container): void {
  if (Array.isArray(target) && Array.isArray(source)) {
    if (target.length !== source.length || source.some((item, i) => idOf(item) !== idOf(target[i]))) {
      target.splice(0, target.length, ...source);
      return;
    }
    for (const [i, item] of source.entries()) assign(target, i, item);
    return;
  }
  const into = target as Record<string, Json>;
  const from = source as Record<string, Json>;
  for (const key of Object.keys(into)) if (!(key in from)) delete into[key];
  for (const key of Object.keys(from)) assign(into, key, from[key] as Json);
}

function assign(target: Container, key: string | number, value: Json) {
  const current = (target as Record<string | number, Json>)[key];
  if (current === value) return;
  if (isContainer(current) && isContainer(value) && Array.isArray(current) === Array.isArray(value)) {
    mergeInto(current, value);
    return;
  }
  (target as Record<string | number, Json>)[key] = value;
}
