import { type ChildProcess, spawn } from 'node:child_process';
import { HEALTH_API } from '../../contract/api/health';
import { call } from './http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApiProcessOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Start inside a fresh PID namespace (`unshare --pid --fork --mount-proc`), as a container runtime restarts it. */
  freshPidNamespace?: boolean;
}

/**
 * One API server process (`server/main.ts`, as `npm run serve` runs it) that a phase kills with SIGKILL and starts
 * again. An exit the phase did not cause is counted: a server must never die with its database.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private killing = false;
  unexpectedExits: { code: number | null; signal: string | null; log: string }[] = [];
  kills = 0;
  private log = '';

  constructor(private readonly options: ApiProcessOptions) {}

  get port(): number {
    return this.options.port;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  start(freshPidNamespace = this.options.freshPidNamespace ?? false): void {
    const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
    const [command, ...args] = freshPidNamespace ? ['unshare', '--pid', '--fork', '--mount-proc', ...node] : node;
    this.log = '';
    const child = spawn(command as string, args, {
      env: { ...process.env, ...this.options.env, PORT: String(this.options.port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (!this.killing) this.unexpectedExits.push({ code, signal, log: this.log });
      this.killing = false;
    });
    this.child = child;
  }

  /** Waits until the process answers /healthz (up to `timeoutMs`); false when it did not. */
  async ready(timeoutMs = 60_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.child) return false;
      const outcome = await call({ port: this.port, method: 'GET', path: HEALTH_API.live.path, timeoutMs: 1000 });
      if (outcome.kind === 'answer' && outcome.status === 200) return true;
      await sleep(100);
    }
    return false;
  }

  /** SIGKILL to the whole process group (unshare's child included), then waits for the exit. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.killing = true;
    this.kills++;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
  }

  /** SIGTERM and wait (the end of a phase). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.killing = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => this.kill(), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
