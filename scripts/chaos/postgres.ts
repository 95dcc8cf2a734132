import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A throwaway PostgreSQL 15 cluster with durable settings (fsync and synchronous_commit on, as production runs),
 * that a chaos phase can crash with SIGKILL and start again. As root it runs as the `postgres` OS user.
 */
export class ChaosPostgres {
  readonly url: string;
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/chaos`;
  }

  static async create(): Promise<ChaosPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'lucky-chaos-pg-'));
    if (process.getuid?.() === 0) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
      chownSync(dir, id('-u'), id('-g'));
    }
    const cluster = new ChaosPostgres(dir, await freePort());
    cluster.run('initdb', ['-D', cluster.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url.replace(/\/chaos$/, '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE chaos');
    await admin.end();
    return cluster;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  private run(command: string, args: string[]): void {
    const file = join(BIN, command);
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** Starts the cluster; after a crash the orphaned backends may still hold shared memory for a moment, so it retries. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=on',
      '-c synchronous_commit=on',
      '-c max_connections=200',
    ].join(' ');
    for (let attempt = 0; ; attempt++) {
      try {
        this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', join(this.dir, 'log'), '-w', '-t', '60', 'start']);
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await sleep(250);
      }
    }
  }

  /** SIGKILL to the postmaster: its backends exit when they notice, nothing is flushed beyond what fsync already did. */
  crash(): void {
    const pid = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
  }

  async stop(): Promise<void> {
    try {
      this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']);
    } catch {
      // Already down.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
