import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { HEALTH_API } from '../../contract/api/health';

const MAIN = join(import.meta.dirname, '..', 'main.ts');

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

interface ApiInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { code?: string; [key: string]: unknown };
  /** Milliseconds from the request to the whole answer. */
  ms: number;
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output(): string;
  /** The exit code once it exited (null: killed by a signal), undefined while it runs. */
  exited(): number | null | undefined;
  /** A request to the API host of this server (fetch cannot set Host); rejects when the connection fails. */
  api(path: string, init?: ApiInit): Promise<ApiAnswer>;
  /** Resolves once /readyz answers 200; rejects if the process exits first or `timeoutMs` passes. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`node --import tsx server/main.ts`) as a child process on a free port, for tests that need a
 * process to crash, be killed or restart. `prefix` runs it through another command (e.g. `unshare ...`).
 */
export async function spawnServer(env: Record<string, string>, prefix: string[] = []): Promise<SpawnedServer> {
  const port = await freePort();
  const command = [...prefix, process.execPath, '--import', 'tsx', MAIN];
  const child = spawn(command[0] as string, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: '/nonexistent-site',
      MIRRORS: '',
      // A short crash chain: the default 10,000,000 hashes take half a minute of CPU at a first start.
      CRASH_CHAIN_LENGTH: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() reaches the server through a prefix like unshare (which blocks SIGTERM).
    detached: true,
  });
  let output = '';
  let exitCode: number | null | undefined;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const api = (path: string, init: ApiInit = {}) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const started = performance.now();
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: init.method ?? 'GET',
          headers: {
            host: `api.localhost:${port}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...init.headers,
          },
          timeout: init.timeoutMs ?? 30_000,
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text ? JSON.parse(text) : {},
              ms: performance.now() - started,
            }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    child,
    port,
    output: () => output,
    exited: () => exitCode,
    api,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exitCode !== undefined) throw new Error(`The server exited with ${exitCode}:\n${output}`);
        const status = await api(HEALTH_API.ready.path, { timeoutMs: 5_000 }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server was not ready within ${timeoutMs} ms:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (exitCode === undefined && child.pid) process.kill(-child.pid, signal);
      await exit;
    },
  };
}
