import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest globalSetup of the `server-pg` project: a throwaway PostgreSQL 15 cluster (Debian's binaries) in a
 * temp folder on a free port, trust auth on 127.0.0.1 only, durability off for speed. PostgreSQL refuses to run
 * as root, so under root it runs as the `postgres` OS user. Tests get the admin URL through `inject('pgAdminUrl')`.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | undefined;
    /** The same cluster through its Unix socket (the games bench connects this way, as a co-located server would). */
    pgSocketUrl: string | undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 binaries not found in ${BIN} (apt-get install postgresql-15, or set PG_BIN).`);
  }
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const file = join(BIN, command);
    execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };

  const dir = mkdtempSync(join(tmpdir(), 'lucky-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start the PostgreSQL 15 test cluster: ${stderr || String(error)}`);
  }

  project.provide('pgAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  project.provide('pgSocketUrl', `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`);

  return async () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
