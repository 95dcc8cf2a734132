import type { SignedMirrorList } from '../contract/api/mirrors';
import {
  MIRROR_DOMAIN_PATTERN,
  MIRROR_LIST_CLOCK_SKEW_MS,
  MIRROR_LIST_MAX_AGE_MS,
  mirrorListMessage,
} from '../contract/mirror-list';

export type ListCheck =
  | { ok: true; domains: string[]; keys: string[]; issuedAt: number }
  | { ok: false; reason: 'shape' | 'signature' | 'age' | 'domain' };

type VerifyKey = ReturnType<typeof crypto.subtle.importKey>;

const imported = new Map<string, VerifyKey>();

function importKey(spkiBase64: string): VerifyKey {
  let key = imported.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    // A key that does not import must not stay cached as a rejected promise for every later list.
    key.catch(() => imported.delete(spkiBase64));
    imported.set(spkiBase64, key);
  }
  return key;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function signedBy(publicKey: string, signature: string, message: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    return await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      await importKey(publicKey),
      fromBase64(signature),
      message,
    );
  } catch {
    return false;
  }
}

/**
 * Checks a mirror list as received (or as cached): its shape, that a key of `trusted` signed it (ECDSA P-256;
 * signatures by other keys are passed over: a key the server rotates to before this client knows it), its age, and
 * that every entry is a plain domain. A list failing any check is not used at all.
 */
export async function verifyMirrorList(list: unknown, trusted: readonly string[], now: number): Promise<ListCheck> {
  if (!isSignedList(list)) return { ok: false, reason: 'shape' };
  const { domains, issued_at, keys, signatures } = list;
  const message = new TextEncoder().encode(mirrorListMessage(domains, issued_at, keys));
  let valid = false;
  for (const { key, signature } of signatures) {
    if (trusted.includes(key) && (await signedBy(key, signature, message))) {
      valid = true;
      break;
    }
  }
  if (!valid) return { ok: false, reason: 'signature' };
  if (now - issued_at > MIRROR_LIST_MAX_AGE_MS || issued_at - now > MIRROR_LIST_CLOCK_SKEW_MS) {
    return { ok: false, reason: 'age' };
  }
  if (!domains.every((domain) => MIRROR_DOMAIN_PATTERN.test(domain))) return { ok: false, reason: 'domain' };
  return { ok: true, domains, keys, issuedAt: issued_at };
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'string');

/** The shape check by hand: the service worker verifies lists too, without bundling zod. */
function isSignedList(value: unknown): value is SignedMirrorList {
  if (typeof value !== 'object' || value === null) return false;
  const { domains, issued_at, keys, signatures } = value as Record<string, unknown>;
  return (
    isStrings(domains) &&
    Number.isInteger(issued_at) &&
    isStrings(keys) &&
    Array.isArray(signatures) &&
    signatures.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>).key === 'string' &&
        typeof (entry as Record<string, unknown>).signature === 'string',
    )
  );
}
