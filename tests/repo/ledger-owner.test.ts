import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Money has one owner: only `server/wallet/` writes the ledger's tables (`accounts`, `ledger_transactions`,
 * `ledger_entries`). Every other module hands the wallet postings. The tables' declarations (`server/db/schema/`)
 * and the generated migrations are not writers.
 */
const ROOT = join(import.meta.dirname, '../..');
const OWNER = 'server/wallet/';
const NOT_WRITERS = ['server/db/schema/', 'server/db/migrations/'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'playwright-report', 'test-results']);
const SOURCE = /\.(ts|tsx|mts|js|mjs|sql)$/;
const THIS_FILE = relative(ROOT, import.meta.filename)
  .split(sep)
  .join('/');

const LEDGER_SQL =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?(ledger_entries|ledger_transactions|accounts)\b/gi;
const LEDGER_TABLES = ['accounts', 'ledgerTransactions', 'ledgerEntries'];
const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][^'"]*db\/schema(?:\/[\w-]+)?(?:\.ts)?['"]/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+(\w+)\s+from\s*['"][^'"]*db\/schema(?:\/[\w-]+)?(?:\.ts)?['"]/g;

/** Comments say "update accounts" in prose; only code counts. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** A local name (`acc`, `schema.accounts`) as a pattern: `$` escaped, space allowed around the dot. */
const namePattern = (name: string) => name.replace(/[$]/g, '\\$').replace('.', '\\s*\\.\\s*');

/** The ledger writes of one module's text: SQL that writes a ledger table, or drizzle's insert/update/delete of one. */
function ledgerWrites(source: string): string[] {
  const text = withoutComments(source);
  const found = [...text.matchAll(LEDGER_SQL)].map((m) => m[0].replace(/\s+/g, ' '));
  // The local names of the schema's ledger tables (`import { accounts as acc }`, `import * as schema`).
  const names: string[] = [];
  for (const m of text.matchAll(SCHEMA_IMPORT)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [imported, local] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (imported && LEDGER_TABLES.includes(imported)) names.push(local ?? imported);
    }
  }
  for (const m of text.matchAll(NAMESPACE_IMPORT)) {
    for (const table of LEDGER_TABLES) names.push(`${m[1]}.${table}`);
  }
  for (const name of names) {
    const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${namePattern(name)}\\s*\\)`, 'g');
    found.push(...[...text.matchAll(write)].map((m) => m[0].replace(/\s+/g, '')));
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('the ledger has one writer', () => {
  it('finds a ledger write in SQL text or through drizzle, and not a read', () => {
    expect(ledgerWrites('sql`UPDATE accounts a SET balance_minor = 0`')).toHaveLength(1);
    expect(ledgerWrites("const t = `t AS (insert into ledger_transactions (kind) SELECT 'bet')`")).toHaveLength(1);
    expect(ledgerWrites('`DELETE FROM public.ledger_entries`')).toHaveLength(1);
    expect(
      ledgerWrites("import { accounts as acc, users } from '../db/schema';\nawait tx.insert(acc).values(rows);"),
    ).toEqual(['.insert(acc)']);
    expect(
      ledgerWrites("import * as schema from '../db/schema';\nawait db.update(schema.ledgerEntries).set({});"),
    ).toEqual(['.update(schema.ledgerEntries)']);
    expect(
      ledgerWrites(
        "import { accounts } from '../db/schema';\n// we update accounts here\ndb.select().from(accounts);\nsql`SELECT balance_minor FROM accounts`",
      ),
    ).toEqual([]);
    expect(ledgerWrites("import { users } from '../db/schema';\ndb.update(users).set({})")).toEqual([]);
  });

  it(`is ${OWNER} alone`, () => {
    const files = sources(ROOT)
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((path) => path !== THIS_FILE);
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('server/wallet/ledger.ts');
    const writers = files
      .filter((path) => !path.startsWith(OWNER) && !NOT_WRITERS.some((dir) => path.startsWith(dir)))
      .flatMap((path) => ledgerWrites(readFileSync(join(ROOT, path), 'utf8')).map((write) => `${path}: ${write}`));
    expect(writers).toEqual([]);
  });

  it('sees the writes the wallet makes (the check would notice a writer)', () => {
    const wallet = ['ledger.ts', 'service.ts'].flatMap((name) =>
      ledgerWrites(readFileSync(join(ROOT, OWNER, name), 'utf8')),
    );
    expect(wallet.length).toBeGreaterThanOrEqual(4);
  });
});
