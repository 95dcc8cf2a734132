import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEV_MIRROR_PUBLIC_KEY } from '../../contract/mirror-list';
import { ConfigError } from '../config';
import type { MirrorSigner } from './signing';

/**
 * Production only: the signing key must not be the committed development key, and the built site must carry its
 * public half (VITE_MIRROR_PUBLIC_KEY at build time). Otherwise the app would either trust a key anyone can read or
 * reject every list this server signs. A missing build is left to the site handler.
 */
export async function assertProductionMirrorKeys(signer: MirrorSigner, siteDir: string): Promise<void> {
  if (signer.publicKey === DEV_MIRROR_PUBLIC_KEY) {
    throw new ConfigError('MIRROR_SIGNING_KEY is the development key: generate a key pair (server/mirrors/README.md)');
  }
  const files = await readdir(join(siteDir, 'assets')).catch(() => null);
  if (!files) return;
  const scripts = files.filter((name) => name.endsWith('.js')).map((name) => join(siteDir, 'assets', name));
  for (const file of [...scripts, join(siteDir, 'sw.js')]) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.includes(signer.publicKey)) return;
  }
  throw new ConfigError(
    `The site in ${siteDir} was not built with this server's mirror key: build it with VITE_MIRROR_PUBLIC_KEY=${signer.publicKey}`,
  );
}
