import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules, relativeImports, resolveImport } from './src-imports';

/**
 * The page reaches the worker one way: through the stores' actions (src/stores/). Only they, the bridge itself and
 * boot.ts (which starts the worker and wires its events) import src/worker-bridge.ts; components call the actions.
 */
const ROOT = join(import.meta.dirname, '../..');
const BRIDGE = join(ROOT, 'src/worker-bridge.ts');
const ALLOWED = (path: string) =>
  path.startsWith('src/stores/') || path === 'src/worker-bridge.ts' || path === 'src/boot.ts';

describe('the worker bridge', () => {
  it('is imported only by the stores and boot', () => {
    const modules = pageModules(join(ROOT, 'src'));
    expect(modules.length).toBeGreaterThan(100);
    const importers = modules.filter((file) =>
      relativeImports(readFileSync(file, 'utf8')).some((spec) => resolveImport(file, spec) === BRIDGE),
    );
    expect(importers.length).toBeGreaterThan(0);
    const offenders = importers.map((file) => relative(ROOT, file)).filter((path) => !ALLOWED(path));
    expect(offenders).toEqual([]);
  });

  it('of the back office is imported only by its stores', () => {
    const bridge = join(ROOT, 'src/backoffice/worker-bridge.ts');
    const importers = pageModules(join(ROOT, 'src/backoffice')).filter((file) =>
      relativeImports(readFileSync(file, 'utf8')).some((spec) => resolveImport(file, spec) === bridge),
    );
    expect(importers.length).toBeGreaterThan(0);
    const offenders = importers
      .map((file) => relative(ROOT, file))
      .filter((path) => !path.startsWith('src/backoffice/stores/'));
    expect(offenders).toEqual([]);
  });
});
