import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEV_MIRROR_PUBLIC_KEY } from '../../contract/mirror-list';
import { ConfigError } from '../config';

/**
 * Production only: no signing key may be the committed development key, and the built site must carry the public
 * half of one of them (VITE_MIRROR_PUBLIC_KEYS at build time). Otherwise the app would either trust a key anyone can
 * read or reject every list this server signs. A missing build is left to the site handler.
 */
export async function assertProductionMirrorKeys(publicKeys: readonly string[], siteDir: string): Promise<void> {
  if (publicKeys.includes(DEV_MIRROR_PUBLIC_KEY)) {
    throw new ConfigError('MIRROR_SIGNING_KEY is the development key: generate a key pair (server/mirrors/README.md)');
  }
  const files = await readdir(join(siteDir, 'assets')).catch(() => null);
  if (!files) return;
  const scripts = files.filter((name) => name.endsWith('.js')).map((name) => join(siteDir, 'assets', name));
  for (const file of [...scripts, join(siteDir, 'sw.js')]) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (publicKeys.some((key) => text.includes(key))) return;
  }
  throw new ConfigError(
    `The site in ${siteDir} was not built with this server's mirror keys: build it with VITE_MIRROR_PUBLIC_KEYS=${publicKeys.join(',')}`,
  );
}
