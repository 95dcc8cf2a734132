import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HEALTH_API } from '../../contract/api/health';
import { spawnServer } from '../test/spawn-server';
import { acquireLock, DatabaseLockedError } from './lock';
import { openDb } from './open';

const dir = mkdtempSync(join(tmpdir(), 'lucky-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOLDER = join(import.meta.dirname, 'test-support', 'hold-lock.ts');

/** Why a fresh PID namespace cannot be made here (unshare(1) from util-linux, as root), or null when it can. */
const noNamespaces = (() => {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `unshare --pid is unavailable: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
})();

/** A process running hold-lock.ts; resolves with it and its verdict once it printed one. */
function holder(lockPath: string, startAt = 0, rounds = 1): Promise<{ child: ChildProcess; verdict: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, lockPath, String(startAt), String(rounds)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, verdict: out.trim() });
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code} before a verdict`)));
  });
}

// PGlite's lock: once, in the `server` project (the server-pg project would only repeat it).
describe.runIf(!inject('pgAdminUrl'))('PGlite folder lock', () => {
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
    const again = await openDb({ dataDir });
    await again.close();
  });

  it('takes a lock file whose pid is any process, even our own, when nobody holds the lock', () => {
    // After a SIGKILL the file stays; in a fresh PID namespace the new server can have the very pid it names.
    const lock = join(dir, 'own-pid.lock');
    writeFileSync(lock, String(process.pid));
    const release = acquireLock(lock, './x');
    release();
    writeFileSync(lock, '1');
    acquireLock(lock, './x')();
  });

  it('takes a lock left by a SIGKILLed process, and refuses one held by a live process', async () => {
    const lock = join(dir, 'killed.lock');
    const { child, verdict } = await holder(lock);
    expect(verdict).toBe('won');
    expect(() => acquireLock(lock, './x')).toThrow(DatabaseLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    acquireLock(lock, './x')();
  });

  it('gives a stale lock to exactly one of 40 processes racing for it, round after round', {
    timeout: 120_000,
  }, async () => {
    const rounds = 3;
    const lock = join(dir, 'race.lock');
    for (let round = 0; round < rounds; round++) writeFileSync(`${lock}.${round}`, '2147483646'); // Left by the dead.
    const startAt = Date.now() + 8_000;
    const racers = await Promise.all(Array.from({ length: 40 }, () => holder(lock, startAt, rounds)));
    try {
      expect(Date.now()).toBeGreaterThan(startAt);
      for (let round = 0; round < rounds; round++) {
        const winners = racers.filter((racer) => racer.verdict.split(' ')[round] === 'won');
        expect(winners, `round ${round}`).toHaveLength(1);
      }
    } finally {
      for (const racer of racers) racer.child.stdin?.end();
    }
  });

  it.skipIf(noNamespaces)(
    `starts again after a SIGKILL in a fresh PID namespace, where it has the pid the lock file names${noNamespaces ? ` (skipped: ${noNamespaces})` : ''}`,
    {
      timeout: 120_000,
    },
    async () => {
      const env = { DATA_DIR: join(dir, 'namespace'), DATABASE_URL: '' };
      // --kill-child: the server (pid 1 of its namespace) dies with unshare, as a container's init would.
      const inNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
      const first = await spawnServer(env, inNamespace);
      await first.ready();
      await first.stop('SIGKILL');
      const second = await spawnServer(env, inNamespace);
      try {
        await second.ready();
        expect((await second.api(HEALTH_API.ready.path)).status).toBe(200);
      } finally {
        await second.stop('SIGTERM');
      }
    },
  );

  it('refuses npm run ledger:check while a process holds the folder', async () => {
    const dataDir = join(dir, 'check');
    const server = await openDb({ dataDir });
    try {
      await server.migrate();
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, '../../scripts/ledger-check.ts')],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`The database folder ${dataDir}/pglite is in use by another server process`);
    } finally {
      await server.close();
    }
  });
});
