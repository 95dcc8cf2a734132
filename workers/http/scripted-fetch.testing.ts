/** A scripted fetch for unit tests: records every call and answers through a handler. */
export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export function scriptedFetch(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: RecordedCall = {
      url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
