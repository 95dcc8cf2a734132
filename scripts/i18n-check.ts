/**
 * npm run i18n:check — fails when the source has messages the committed catalogues lack (someone forgot
 * `npm run extract`): a production build would show those as bare ids. Extracts into a scratch copy and compares.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  await cp('src/locales', scratch, { recursive: true });
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract'], {
    env: { ...process.env, LINGUI_CATALOGS: join(scratch, '{locale}') },
    stdio: 'ignore',
  });
  const committed = ids(await readFile('src/locales/en.po', 'utf8'));
  const fresh = ids(await readFile(join(scratch, 'en.po'), 'utf8'));
  const missing = [...fresh].filter((id) => !committed.has(id));
  if (missing.length) {
    console.error(`${missing.length} message(s) in the source are missing from src/locales (run npm run extract):`);
    for (const id of missing.slice(0, 20)) console.error(`  ${id.replace('\u0004', ' ')}`);
    process.exit(1);
  }
  console.log(`i18n: all ${fresh.size} source messages are in the catalogues`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
