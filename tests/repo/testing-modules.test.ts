import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test-only modules are named `*.testing.ts` (the page's, the workers' and the contract's tsconfigs leave them out),
 * so nothing that ships may import one: only tests (`*.test.ts`, `*.spec.ts`, `*.fuzz.ts`) and other `*.testing.ts`
 * modules do.
 */
const ROOT = join(import.meta.dirname, '../..');
const SHIPPED = ['src', 'workers', 'worker-shared', 'sw', 'contract', 'server', 'scripts'];
const TEST_FILE = /\.(test|spec|fuzz|testing)\.tsx?$/;
const TESTING_IMPORT = /(?:from|import)\s*\(?\s*['"][^'"]*\.testing(?:\.tsx?)?['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('test-only modules', () => {
  it('are imported by no module that ships', () => {
    const shipped = SHIPPED.flatMap((dir) => sources(join(ROOT, dir))).filter((path) => !TEST_FILE.test(path));
    expect(shipped.length).toBeGreaterThan(100);
    const offenders = shipped.filter((path) => TESTING_IMPORT.test(readFileSync(path, 'utf8')));
    expect(offenders.map((path) => relative(ROOT, path))).toEqual([]);
  });
});
