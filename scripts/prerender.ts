/**
 * Prerenders every static route of every locale (spec §2: ru without a prefix, en, kz) into dist/pages/<path>/index.html
 * after `vite build`, and one shell per locale for each parameter route whose view does not show its parameter
 * (contract/prerendered-pages.ts): src/prerender.tsx is built for Node, each page is rendered as the guest sees it and
 * written into the built index.html with its `<html lang>`, title and description. The server and the service worker answer
 * a navigation with its page when there is one, else with the empty shell (dist/index.html).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { HTML_LANG, LOCALES, type Locale } from '../contract/locales';
import { PAGES_DIR, pageFiles, SHELL_PARAMETER, shellPaths, staticPaths } from '../contract/prerendered-pages';
import { SITE_ROUTES_FILE } from '../contract/site-routes';

const DIST = 'dist';
const OUT = '.tmp/prerender';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const { id: buildId } = JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { id: string };
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { ssr: 'src/prerender.tsx', outDir: OUT, emptyOutDir: true, sourcemap: false, minify: false },
});
/** What src/prerender.tsx exports (the page's code is type-checked on its own, with JSX). */
interface PrerenderEntry {
  prerenderPage(path: string): Promise<{ html: string; locale: Locale; title: string; description: string }>;
}
const entry = (await import(pathToFileURL(resolve(OUT, 'prerender.js')).href)) as PrerenderEntry;

const template = await readFile(join(DIST, 'index.html'), 'utf8');
const patterns = JSON.parse(await readFile(join(DIST, SITE_ROUTES_FILE), 'utf8')) as string[];
await rm(join(DIST, PAGES_DIR), { recursive: true, force: true });

const paths = LOCALES.flatMap((locale: Locale) => [...staticPaths(patterns, locale), ...shellPaths(locale)]);
for (const path of paths) {
  // A shell (`/en/games/cases/$slug`) is its route rendered with a placeholder parameter it does not show.
  const page = await entry.prerenderPage(path.replace(/\$\w+/g, SHELL_PARAMETER));
  // Each replacement is a function: a text is inserted as it is (a string would read `$'`, `$&` in it as patterns).
  const html = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${HTML_LANG[page.locale]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>`);
  const [file = ''] = pageFiles(path).map((name) => join(DIST, name));
  await mkdir(resolve(file, '..'), { recursive: true });
  await writeFile(file, html);
}
console.log(`prerender: ${paths.length} pages in ${DIST}/${PAGES_DIR}`);
process.exit(0);
