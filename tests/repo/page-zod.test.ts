import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importChain, pageReach, runtimeImports } from './page-reach';

/**
 * The page never parses with zod (the worker checks every answer), so zod (about 90 KB minified) must not ride
 * into any of the page's chunks: the page imports the games' rules (contract/games/rules/), not their schemas.
 * Issue 12: zod on every game page cost its download and its evaluation on the main thread.
 */
const ROOT = join(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'src/main.tsx');

describe('the page’s bundles', () => {
  it('follow value imports, lazy imports and globs, not type-only imports', () => {
    const source = [
      "import { a, type B } from './a';",
      "import type { C } from './c';",
      "import { type D } from './d';",
      "export { e } from './e';",
      "import './f.css';",
      "const g = () => import('./g');",
    ].join('\n');
    expect(runtimeImports(ENTRY, source)).toEqual(['./a', './e', './f.css', './g']);
    const globbed = runtimeImports(join(ROOT, 'src/features/games/games.ts'), "import.meta.glob('./*/game.ts')");
    expect(globbed.map((file) => relative(ROOT, file))).toContain('src/features/games/dice/game.ts');
  });

  it('reach every game the page plays and never zod', () => {
    const reach = pageReach(ENTRY);
    const reached = [...reach.modules.keys()].map((file) => relative(ROOT, file));
    // The walk gets as far as the games' components and their rules (a walk that stopped early would prove nothing).
    expect(reached).toContain('src/features/games/dice/DiceGame.tsx');
    expect(reach.packages.has('react')).toBe(true);
    const zod = [...reach.packages].filter(([spec]) => spec === 'zod' || spec.startsWith('zod/'));
    const chains = zod.map(([, importer]) => importChain(reach, importer).map((file) => relative(ROOT, file)));
    expect(chains).toEqual([]);
  });
});
