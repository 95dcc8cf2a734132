/**
 * Builds sw/sw.ts into dist/sw.js as an IIFE and injects the precache manifest: every file of
 * the build with a revision (null for content-hashed assets, an MD5 of the content otherwise).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build } from 'rolldown';
import { builtMirrorKeys } from '../contract/mirror-list';

const DIST = 'dist';
/** Never precached: source maps, compressed copies, the update files, the probe, and the operators' back office. */
const EXCLUDED = [/\.map$/, /\.(br|gz)$/, /^sw\.js$/, /^builds\//, /^pixel\.png$/, /^robots\.txt$/, /^backoffice\//];
const HASHED = /^assets\/.+-[\w-]{8,}\.\w+$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(DIST, join(e.parentPath, e.name)).split(sep).join('/'));
}

const files = (await listFiles(DIST)).filter((file) => !EXCLUDED.some((pattern) => pattern.test(file))).sort();
const manifest = await Promise.all(
  files.map(async (file) => ({
    url: `/${file}`,
    revision: HASHED.test(file)
      ? null
      : createHash('md5')
          .update(await readFile(join(DIST, file)))
          .digest('hex'),
  })),
);

await build({
  input: 'sw/sw.ts',
  platform: 'browser',
  transform: {
    define: {
      'self.__WB_MANIFEST': JSON.stringify(manifest),
      'process.env.NODE_ENV': '"production"',
      __MIRROR_PUBLIC_KEYS__: JSON.stringify(builtMirrorKeys(process.env.VITE_MIRROR_PUBLIC_KEYS)),
    },
  },
  output: { file: join(DIST, 'sw.js'), format: 'iife', minify: true },
});

console.log(`sw.js: ${manifest.length} files precached`);
