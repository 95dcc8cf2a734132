import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { mirrorListMessage, type SignedMirrorList } from '../../contract/api/mirrors';
import { DEV_MIRROR_SIGNING_KEY } from './dev-key';

export interface MirrorSigner {
  sign(domains: readonly string[], issuedAt: number): SignedMirrorList;
  /** SPKI base64 of the public half: what VITE_MIRROR_PUBLIC_KEY must be for the app to trust this server. */
  publicKey: string;
}

/** ECDSA P-256 / SHA-256 over contract's mirrorListMessage, signature as r‖s (what WebCrypto verifies). */
export function createMirrorSigner(pkcs8Base64: string | undefined): MirrorSigner {
  let key: KeyObject;
  try {
    key = createPrivateKey({
      key: Buffer.from(pkcs8Base64 ?? DEV_MIRROR_SIGNING_KEY, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
  } catch {
    throw new Error('MIRROR_SIGNING_KEY is not a PKCS8 private key in base64');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('MIRROR_SIGNING_KEY must be an ECDSA P-256 key');
  }
  return {
    sign(domains, issuedAt) {
      const signature = sign('sha256', Buffer.from(mirrorListMessage(domains, issuedAt)), {
        key,
        dsaEncoding: 'ieee-p1363',
      });
      return { domains: [...domains], issued_at: issuedAt, signature: signature.toString('base64') };
    },
    publicKey: createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}
