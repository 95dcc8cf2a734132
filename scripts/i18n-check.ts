/**
 * npm run i18n:check — fails when the source has messages the committed catalogues lack (someone forgot
 * `npm run extract`): a production build would show those as bare ids. Extracts into scratch copies and compares,
 * for each catalogue of lingui.config.ts (the player's site and the back office).
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Each committed catalogue folder, with the variable lingui.config.ts reads to redirect it. */
const CATALOGUES = [
  { dir: 'src/locales', env: 'LINGUI_CATALOGS' },
  { dir: 'src/backoffice/locales', env: 'LINGUI_BACKOFFICE_CATALOGS' },
];

const ids = (po: string) =>
  new Set(
    po
      .split(/\n\s*\n/)
      .filter((block) => !/^#~/m.test(block))
      .map((block) => {
        const context = /(?:^|\n)msgctxt "((?:[^"\\]|\\.)*)"/.exec(block)?.[1] ?? '';
        const id = /(?:^|\n)msgid "((?:[^"\\]|\\.)*)"/.exec(block)?.[1];
        return id === undefined || id === '' ? null : `${context}\u0004${id}`;
      })
      .filter((id): id is string => id !== null),
  );

const scratch = await mkdtemp(join(tmpdir(), 'i18n-check-'));
try {
  const env: Record<string, string> = {};
  for (const [index, { dir, env: name }] of CATALOGUES.entries()) {
    const copy = join(scratch, String(index));
    await mkdir(copy);
    await cp(dir, copy, { recursive: true });
    env[name] = join(copy, '{locale}');
  }
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  let failed = false;
  for (const [index, { dir }] of CATALOGUES.entries()) {
    const committed = ids(await readFile(join(dir, 'en.po'), 'utf8'));
    const fresh = ids(await readFile(join(scratch, String(index), 'en.po'), 'utf8'));
    const missing = [...fresh].filter((id) => !committed.has(id));
    if (missing.length) {
      failed = true;
      console.error(`${missing.length} message(s) in the source are missing from ${dir} (run npm run extract):`);
      for (const id of missing.slice(0, 20)) console.error(`  ${id.replace('\u0004', ' ')}`);
    } else {
      console.log(`i18n: all ${fresh.size} source messages are in ${dir}`);
    }
  }
  if (failed) process.exit(1);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
