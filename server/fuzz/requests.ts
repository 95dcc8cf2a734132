import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { validValue } from './arbitrary';
import type { KnownValues } from './known-values';
import { junk, MUTANTS, type Mutant, mutate } from './mutants';

/** A route as the app registered it: what the fuzzer needs to build requests for it. */
export interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  /** Behind the operator token (`/operator/...`). */
  operator: boolean;
}

export type Auth = 'none' | 'player' | 'operator' | 'bad_token';

/** One request to send, without its token (the runner adds the live one). */
export interface FuzzRequest {
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** What was broken, for the report: `valid`, `body:nul`, `raw_query` … */
  mutant: string;
}

/** The routes worth fuzzing from an onRoute stream: no HEAD twins, no CORS preflights. */
export function fuzzRoutes(routes: RouteOptions[]): FuzzRoute[] {
  const list: FuzzRoute[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      list.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
        headers: schema.headers,
        operator: route.url.startsWith('/operator'),
      });
    }
  }
  const key = (route: FuzzRoute) => `${route.url} ${route.method}`;
  return list.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as invalid UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%BD' : encodeURIComponent(char)))
      .join('');
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return `?${encode(asText(value))}`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one !== undefined) parts.push(`${encode(key)}=${encode(asText(one))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const RAW_QUERIES = [
  '?%00=%00',
  '?a=%ff%fe',
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?page=1e400&per_page=-1&limit=NaN',
  `?${'a=1&'.repeat(1500)}`,
  '?currency=USD&currency=RUB',
  '?%',
];
const BAD_PARAMS = [
  '%00',
  '%ff',
  '%ED%A0%BD',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '-1',
  '1.5',
  '1e400',
  '0',
  'null',
  ' ',
];
const RAW_BODIES: [string, string][] = [
  ['application/json', '{"a":'],
  ['application/json', '[1,2,3]'],
  ['application/json', '"\\u0000"'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/x-www-form-urlencoded', 'action=pay_other&amount=%00'],
  ['text/plain', 'hello'],
  ['application/octet-stream', '\u0000\u0001'],
];

const PARTS = ['valid', 'body', 'query', 'params', 'headers', 'raw_body', 'raw_query'] as const;

/**
 * Requests for the route: valid ones and mutants of each of its parts, with and without tokens. Each is built at
 * send time from what the server has answered so far (KnownValues), so it can name rows that exist.
 */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<(known: KnownValues) => FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const params: fc.Arbitrary<unknown> = route.params
    ? validValue(route.params)
    : fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(fc.nat(1000).map(String), fc.string())])));
  const body: fc.Arbitrary<unknown> = route.body
    ? validValue(route.body)
    : route.method === 'GET' || route.method === 'DELETE'
      ? fc.constant(undefined)
      : fc.jsonValue({ maxDepth: 2 });
  const query = route.querystring ? validValue(route.querystring) : fc.constant(undefined);
  const headers = route.headers ? validValue(route.headers) : fc.constant({});
  const auths: Auth[] = route.operator
    ? ['operator', 'operator', 'none', 'bad_token', 'player']
    : ['player', 'player', 'none', 'bad_token'];
  return fc
    .record({
      params,
      body,
      query,
      headers,
      part: fc.constantFrom(...PARTS),
      mutant: fc.constantFrom<Mutant>(...MUTANTS),
      pick: fc.nat(1000),
      filler: junk,
      auth: fc.constantFrom(...auths),
      remoteAddress: fc.ipV4(),
    })
    .map((r) => (known: KnownValues): FuzzRequest => {
      const broken = (part: (typeof PARTS)[number], value: unknown) => {
        const real = known.fill(value, r.pick);
        return r.part === part ? mutate(real, r.mutant, r.pick, r.filler) : real;
      };
      const paramValues = (broken('params', r.params) ?? {}) as Record<string, unknown>;
      let url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => encode(asText(paramValues[name] ?? '')));
      if (r.part === 'params' && names.length > 0) {
        const name = names[r.pick % names.length] as string;
        url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_all, other: string) =>
          other === name
            ? (BAD_PARAMS[r.pick % BAD_PARAMS.length] as string)
            : encode(asText(paramValues[other] ?? '')),
        );
      }
      url +=
        r.part === 'raw_query'
          ? (RAW_QUERIES[r.pick % RAW_QUERIES.length] as string)
          : queryString(broken('query', r.query));
      const headerValues = broken('headers', r.headers);
      const requestHeaders: Record<string, string> = {};
      if (headerValues && typeof headerValues === 'object' && !Array.isArray(headerValues)) {
        for (const [name, value] of Object.entries(headerValues)) {
          if (value !== undefined) requestHeaders[name] = asText(value);
        }
      }
      let payload: string | undefined;
      if (r.part === 'raw_body') {
        const [type, raw] = RAW_BODIES[r.pick % RAW_BODIES.length] as [string, string];
        requestHeaders['content-type'] = type;
        payload = raw;
      } else {
        const value = broken('body', r.body);
        if (value !== undefined && route.method !== 'GET') {
          requestHeaders['content-type'] = 'application/json';
          payload = JSON.stringify(value);
        }
      }
      const mutant = r.part === 'valid' ? 'valid' : r.part.startsWith('raw') ? r.part : `${r.part}:${r.mutant}`;
      return {
        method: route.method,
        url,
        auth: r.auth,
        headers: requestHeaders,
        payload,
        remoteAddress: r.remoteAddress,
        mutant,
      };
    });
}
