import type { SignedMirrorList } from '../contract/api/mirrors';
import {
  MIRROR_DOMAIN_PATTERN,
  MIRROR_LIST_CLOCK_SKEW_MS,
  MIRROR_LIST_MAX_AGE_MS,
  mirrorListMessage,
} from '../contract/mirror-list';

type ListCheck = { ok: true; domains: string[] } | { ok: false; reason: 'shape' | 'signature' | 'age' | 'domain' };

type VerifyKey = ReturnType<typeof crypto.subtle.importKey>;

const keys = new Map<string, VerifyKey>();

function importKey(spkiBase64: string): VerifyKey {
  let key = keys.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    keys.set(spkiBase64, key);
  }
  return key;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Checks a mirror list as received (or as cached): its shape, its ECDSA P-256 signature against the app's public
 * key, its age, and that every entry is a plain domain. A list failing any check is not used at all.
 */
export async function verifyMirrorList(list: unknown, publicKey: string, now: number): Promise<ListCheck> {
  if (!isSignedList(list)) return { ok: false, reason: 'shape' };
  const { domains, issued_at, signature } = list;
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      await importKey(publicKey),
      fromBase64(signature),
      new TextEncoder().encode(mirrorListMessage(domains, issued_at)),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature' };
  if (now - issued_at > MIRROR_LIST_MAX_AGE_MS || issued_at - now > MIRROR_LIST_CLOCK_SKEW_MS) {
    return { ok: false, reason: 'age' };
  }
  if (!domains.every((domain) => MIRROR_DOMAIN_PATTERN.test(domain))) return { ok: false, reason: 'domain' };
  return { ok: true, domains };
}

/** The shape check by hand: the service worker verifies lists too, without bundling zod. */
function isSignedList(value: unknown): value is SignedMirrorList {
  if (typeof value !== 'object' || value === null) return false;
  const { domains, issued_at, signature } = value as Record<string, unknown>;
  return (
    Array.isArray(domains) &&
    domains.every((domain) => typeof domain === 'string') &&
    Number.isInteger(issued_at) &&
    typeof signature === 'string'
  );
}
