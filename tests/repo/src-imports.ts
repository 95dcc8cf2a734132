import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The page's shipped modules (tests and test-only modules left out). */
export function pageModules(srcDir: string): string[] {
  return readdirSync(srcDir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(srcDir, entry.name);
    if (entry.isDirectory()) return pageModules(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec|testing)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Static imports and re-exports (type-only ones too); a dynamic `import()` loads lazily and is not one. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The relative specifiers a module imports statically. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].flatMap((match) => (match[1]?.startsWith('.') ? [match[1]] : []));
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (null: not a TypeScript module, e.g. a stylesheet). */
export function resolveImport(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each page module and the page modules it imports. */
export function importGraph(srcDir: string): Map<string, string[]> {
  const modules = new Set(pageModules(srcDir));
  const graph = new Map<string, string[]>();
  for (const file of modules) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((spec) => resolveImport(file, spec))
      .filter((target): target is string => target !== null && modules.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle per group of modules that import each other (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
