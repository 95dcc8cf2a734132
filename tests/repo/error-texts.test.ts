import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules, relativeImports, resolveImport } from './src-imports';

/**
 * The error texts a player sees live in one module, src/i18n/error-messages.ts: it alone turns the server's errors
 * map into lines (src/i18n/errors-map.ts); screens ask it for their texts instead of mapping codes themselves.
 */
const ROOT = join(import.meta.dirname, '../..');
const PARSER = join(ROOT, 'src/i18n/errors-map.ts');
const OWNER = 'src/i18n/error-messages.ts';

describe('the error texts', () => {
  it('are made from the server’s errors map in one module only', () => {
    const importers = pageModules(join(ROOT, 'src'))
      .filter((file) =>
        relativeImports(readFileSync(file, 'utf8')).some((spec) => resolveImport(file, spec) === PARSER),
      )
      .map((file) => relative(ROOT, file));
    expect(importers).toEqual([OWNER]);
  });
});
