import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { BILLING_API } from '../../contract/api/billing';
import { ELSEWHERE, ENDPOINTS } from '../../contract/api/endpoints';
import { WALLET_API } from '../../contract/api/wallet';

/**
 * Every API path (ENDPOINTS, and ELSEWHERE: the ones another service answers) is written once, in its endpoint's
 * definition in contract/api (issue 11): the server registers it, the worker calls it, tests and scripts name it
 * through the definition (`X_API.name.path`, `pathOf`). A string or template literal anywhere else that equals a
 * path, or starts with the part of it before its first `:name` segment, is a second copy that would go stale.
 */
const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['src', 'workers', 'worker-shared', 'server', 'scripts', 'tests'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

interface Node {
  type?: string;
  start?: number;
  value?: unknown;
  quasis?: { value: { cooked: string | null } }[];
}

/** The text each string or template literal of a source starts with (a template's text before its first `${`). */
function literals(name: string, source: string): { text: string; line: number }[] {
  const found: { text: string; start: number }[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'Literal' && typeof node.value === 'string')
      found.push({ text: node.value, start: node.start ?? 0 });
    if (node.type === 'TemplateLiteral')
      found.push({ text: node.quasis?.[0]?.value.cooked ?? '', start: node.start ?? 0 });
    for (const child of Object.values(node)) visit(child);
  };
  visit(parseAst(source, { lang: name.endsWith('x') ? 'tsx' : 'ts' }, name));
  return found.map(({ text, start }) => ({ text, line: source.slice(0, start).split('\n').length }));
}

/** A path's text before its first `:name` segment: what every request to it starts with. */
const staticPrefix = (path: string) => path.split(/:[A-Za-z]/)[0] ?? path;

/** `file:line "literal"` of every literal of the sources that spells an endpoint's path. */
function pathCopies(sources: readonly { name: string; source: string }[], paths: readonly string[]): string[] {
  const prefixes = [...new Set(paths.map(staticPrefix))].filter((prefix) => prefix.length > 1);
  return sources.flatMap(({ name, source }) =>
    literals(name, source)
      .filter(({ text }) => prefixes.some((prefix) => text.startsWith(prefix)))
      .map(({ text, line }) => `${name}:${line} ${JSON.stringify(text)}`),
  );
}

describe('API paths', () => {
  const paths = [...ENDPOINTS, ...ELSEWHERE].map((endpoint) => endpoint.path);

  it('finds a path spelled out (a literal, or a template starting with its fixed part), not one named', () => {
    const balance = WALLET_API.balance.path;
    const webhook = staticPrefix(BILLING_API.webhook.path);
    const probe = [
      `const a = '${balance}';`,
      `const b = \`${balance}?currency=\${currency}\`;`,
      `const c = "${webhook}" + provider;`,
      `const d = \`${webhook}\${provider}\`;`,
      'const e = WALLET_API.balance.path;',
      "const f = '/not-an-endpoint';",
      `const g = \`\${base}${balance}\`;`,
    ].join('\n');
    expect(pathCopies([{ name: 'probe.ts', source: probe }], paths)).toEqual([
      `probe.ts:1 ${JSON.stringify(balance)}`,
      `probe.ts:2 ${JSON.stringify(`${balance}?currency=`)}`,
      `probe.ts:3 ${JSON.stringify(webhook)}`,
      `probe.ts:4 ${JSON.stringify(webhook)}`,
    ]);
  });

  it('are written only in contract/api', () => {
    expect(paths.length).toBeGreaterThan(10);
    const files = SCANNED.flatMap((dir) => sources(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(200);
    const read = files.map((path) => ({ name: relative(ROOT, path), source: readFileSync(path, 'utf8') }));
    expect(pathCopies(read, paths)).toEqual([]);
  });
});
