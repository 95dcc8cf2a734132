import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mirrorListMessage, type SignedMirrorList } from '../../contract/api/mirrors';

/** A key that signs the mirror list: ECDSA P-256 / SHA-256, signatures as r‖s (what WebCrypto verifies). */
export interface MirrorKey {
  /** SPKI DER, base64: how the app's build and the list name the key. */
  publicKey: string;
  /** Base64 of r‖s over the UTF-8 of `message`. */
  sign(message: string): string;
}

/** A PKCS8 (DER, base64) ECDSA P-256 private key; throws on anything else. */
export function importMirrorKey(pkcs8Base64: string): MirrorKey {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: Buffer.from(pkcs8Base64, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error('MIRROR_SIGNING_KEY is not a PKCS8 private key in base64');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('MIRROR_SIGNING_KEY must be an ECDSA P-256 key');
  }
  return {
    publicKey: createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64'),
    sign: (message) => sign('sha256', Buffer.from(message), { key, dsaEncoding: 'ieee-p1363' }).toString('base64'),
  };
}

/** A new key pair: its private half (PKCS8 DER, base64) stays on the server. */
export function generateMirrorKey(): { pkcs8: string; publicKey: string } {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    pkcs8: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** The list signed by each of `keys`, naming them all (contract/api/mirrors.ts). */
export function signMirrorList(
  keys: readonly MirrorKey[],
  domains: readonly string[],
  issuedAt: number,
): SignedMirrorList {
  const publicKeys = keys.map((key) => key.publicKey);
  const message = mirrorListMessage(domains, issuedAt, publicKeys);
  return {
    domains: [...domains],
    issued_at: issuedAt,
    keys: publicKeys,
    signatures: keys.map((key) => ({ key: key.publicKey, signature: key.sign(message) })),
  };
}
