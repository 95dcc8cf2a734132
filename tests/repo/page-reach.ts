import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { resolveImport } from './src-imports';

/**
 * What the page's bundles can hold: every module the entry reaches through imports that stay in the built code,
 * lazy ones included (`import()`, `import.meta.glob`), and the packages they import. Type-only imports are erased,
 * so they are not followed; the worker (`new Worker(new URL(...))`) is a bundle of its own and is not either.
 */
export interface PageReach {
  /** Each module reached, with the module that first imported it (null: the entry). */
  modules: Map<string, string | null>;
  /** Each package imported (its specifier as written), with the first module importing it. */
  packages: Map<string, string>;
}

/** `import x from`, `import { a, type B } from`, `export { a } from`, `import './x'`; not `import type`. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const GLOB_IMPORT = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

/** `{ type A, type B }` imports nothing at run time (the project compiles with verbatimModuleSyntax). */
function onlyTypes(clause: string | undefined): boolean {
  const named = clause?.trim().match(/^\{([^}]*)\}$/)?.[1];
  if (named === undefined) return false;
  const names = named
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The files a Vite glob names; it supports `*` within a path segment, which is all the page uses. */
export function globFiles(fromDir: string, pattern: string): string[] {
  let paths = [fromDir];
  for (const segment of pattern.split('/')) {
    if (segment === '.') continue;
    if (!segment.includes('*')) {
      paths = paths.map((path) => resolve(path, segment)).filter((path) => existsSync(path));
      continue;
    }
    const name = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    paths = paths.flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path)
            .filter((entry) => name.test(entry))
            .map((entry) => resolve(path, entry))
        : [],
    );
  }
  return paths;
}

/** The specifiers a module loads at run time: value imports, lazy imports; globs expanded to their files. */
export function runtimeImports(file: string, source: string): string[] {
  const values = [...source.matchAll(VALUE_IMPORT)].filter((m) => !onlyTypes(m[1])).map((m) => m[2] ?? '');
  const lazy = [...source.matchAll(LAZY_IMPORT)].map((m) => m[1] ?? '');
  const globbed = [...source.matchAll(GLOB_IMPORT)].flatMap((m) => globFiles(dirname(file), m[1] ?? ''));
  return [...values, ...lazy, ...globbed];
}

export function pageReach(entry: string): PageReach {
  const modules = new Map<string, string | null>([[entry, null]]);
  const packages = new Map<string, string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const spec of runtimeImports(file, readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) {
        if (!packages.has(spec)) packages.set(spec, file);
        continue;
      }
      const target = spec.startsWith('/') ? spec : resolveImport(file, spec);
      if (target === null || modules.has(target) || !/\.tsx?$/.test(target)) continue;
      modules.set(target, file);
      queue.push(target);
    }
  }
  return { modules, packages };
}

/** The chain of imports from the entry to `file`. */
export function importChain(reach: PageReach, file: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = reach.modules.get(at)) chain.unshift(at);
  return chain;
}
