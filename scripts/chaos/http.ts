import { request } from 'node:http';

/** What a client saw of one call: an answer, or nothing (the connection broke or the answer never came). */
export type Outcome =
  | { kind: 'answer'; status: number; body: unknown; headers: Record<string, string> }
  | { kind: 'lost'; reason: string };

export interface CallOptions {
  port: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** A raw body sent as is (a signed webhook). */
  raw?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One call to the API host of a server on 127.0.0.1 (Node does not resolve *.localhost, so the Host header says it). */
export function call(options: CallOptions): Promise<Outcome> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent: false,
        headers: {
          host: `api.localhost:${options.port}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: kept as text.
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
          done({ kind: 'answer', status: res.statusCode ?? 0, body, headers });
        });
        res.on('error', (error) => done({ kind: 'lost', reason: error.message }));
        res.on('aborted', () => done({ kind: 'lost', reason: 'answer cut' }));
      },
    );
    req.setTimeout(options.timeoutMs ?? 5000, () => {
      req.destroy(new Error('timeout'));
    });
    req.on('error', (error) => done({ kind: 'lost', reason: error.message }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
