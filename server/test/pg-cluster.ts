import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './spawn-server';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  adminUrl: string;
  /** The same cluster through its Unix socket. */
  socketUrl: string;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): void;
  /** pg_ctl stop: `immediate` is a crash (no shutdown checkpoint, connections cut), `fast` a clean stop. */
  stop(mode?: 'immediate' | 'fast'): void;
  /** SIGKILL to the postmaster, as the kernel's OOM killer would: its backends exit when they notice. */
  kill(): void;
  /** The running postmaster's process id (benchmarks count the cluster's CPU from it). */
  postmasterPid(): number;
  /** Stops it and deletes its files. */
  remove(): void;
}

/**
 * A throwaway PostgreSQL 15 cluster (Debian's binaries) in a temp folder on a free port, trust auth on 127.0.0.1
 * only, durability off for speed unless `durable` (fsync, synchronous commit and full page writes on, as production
 * runs: the chaos test crashes it). PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function createPgCluster({ durable = false }: { durable?: boolean } = {}): Promise<PgCluster> {
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
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=200',
  ].join(' ');
  const start = () => {
    // After a SIGKILL the orphaned backends may hold the shared memory for a moment: try again for up to 10 s.
    for (let attempt = 0; ; attempt++) {
      try {
        run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
        return;
      } catch (error) {
        if (attempt >= 40) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
      }
    }
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a PostgreSQL 15 test cluster: ${stderr || String(error)}`);
  }
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const stop = (mode: 'immediate' | 'fast' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    start,
    stop,
    kill() {
      process.kill(postmasterPid(), 'SIGKILL');
    },
    postmasterPid,
    remove() {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
