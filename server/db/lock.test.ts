import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError } from './lock';
import { openDb } from './open';

const dir = mkdtempSync(join(tmpdir(), 'lucky-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite folder lock', () => {
  it('refuses a second open of the same folder with a clear message, and frees it on close', async () => {
    const dataDir = join(dir, 'data');
    const first = await openDb({ dataDir });
    try {
      await first.migrate();
      const second = openDb({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        `The database folder ${dataDir}/pglite is in use by another server process (pid ${process.pid}). ` +
          'Stop it or set DATA_DIR to another folder.',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a dead process', () => {
    const lock = join(dir, 'stale.lock');
    writeFileSync(lock, '2147483646');
    const release = acquireLock(lock, './x');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
