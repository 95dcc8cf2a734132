/**
 * A small HTTP/1.1 load generator for the benches: N keep-alive TCP connections, each sending one request at a time
 * and waiting for its answer, bounded by count and by time. It writes prebuilt request bytes on raw sockets and
 * reads only the status line and Content-Length, so it costs the shared CPU far less than node:http would
 * (about a fifth per request here), leaving the cores to the server and PostgreSQL that the bench measures.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';

export interface LoadPlan {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  /** One bearer token per connection (connection i uses tokens[i % length]); none for the GET. */
  tokens: string[];
  /** A JSON body; each POST also carries a fresh Idempotency-Key. */
  body: string | null;
  concurrency: number;
  seconds: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  ok: number;
  statuses: Record<string, number>;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time the generator itself spent, in microseconds. */
  cpuMicros: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

function requestBytes(plan: LoadPlan, token: string | undefined): () => Buffer {
  let head = `${plan.method} ${plan.path} HTTP/1.1\r\nhost: api.localhost\r\nconnection: keep-alive\r\n`;
  if (token) head += `authorization: Bearer ${token}\r\n`;
  if (plan.body === null) {
    const fixed = Buffer.from(`${head}\r\n`);
    return () => fixed;
  }
  head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(plan.body)}\r\n`;
  const body = plan.body;
  return () => Buffer.from(`${head}idempotency-key: ${randomUUID()}\r\n\r\n${body}`);
}

/** Reads one answer at a time off a keep-alive socket: the status once the whole body has arrived. */
class AnswerReader {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;

  constructor(socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.drain();
    });
    const fail = (error: Error) => {
      this.failed?.(error);
      this.waiting = null;
      this.failed = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  next(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.drain();
    });
  }

  private drain(): void {
    if (!this.waiting) return;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      this.failed?.(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    const status = Number(head.slice(9, 12));
    this.buffered = this.buffered.subarray(total);
    const resolve = this.waiting;
    this.waiting = null;
    this.failed = null;
    resolve(status);
  }
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true }, () => resolve(socket));
    socket.once('error', reject);
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let ok = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;

  async function connection(i: number): Promise<void> {
    const token = plan.tokens.length ? plan.tokens[i % plan.tokens.length] : undefined;
    const next = requestBytes(plan, token);
    let socket = await connect(plan.port);
    let reader = new AnswerReader(socket);
    while (sent < plan.maxRequests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      let status: number;
      try {
        const answer = reader.next();
        socket.write(next());
        status = await answer;
      } catch {
        status = -1;
        socket.destroy();
        socket = await connect(plan.port);
        reader = new AnswerReader(socket);
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) ok++;
    }
    socket.destroy();
  }

  await Promise.all(Array.from({ length: plan.concurrency }, (_, i) => connection(i)));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    ok,
    statuses,
    seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    cpuMicros: cpu.user + cpu.system,
  };
}
