import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, relativeImports } from './src-imports';

/** The page's modules form no import cycle (the router singleton made one of 13 files: issue 11). */
const ROOT = join(import.meta.dirname, '../..');

describe('the page’s import graph', () => {
  it('reads static imports, type-only ones and re-exports, not lazy ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "import { e } from 'react';",
      "const f = () => import('./f');",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a', '../b', './c', './d.css']);
  });

  it('finds a cycle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle in src/', () => {
    const graph = importGraph(join(ROOT, 'src'));
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((group) => group.map((file) => relative(ROOT, file)));
    expect(cycles).toEqual([]);
  });
});
