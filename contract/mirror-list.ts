/**
 * The signed mirror list's shared pieces without zod, so the service worker can verify a list without bundling
 * it. contract/api/mirrors.ts re-exports all of this and documents the scheme.
 */
/** GET: the signed list of mirror domains to probe (MIRRORS_API.mirrorsToCheck; the service worker fetches it too). */
export const MIRROR_LIST_PATH = '/api/getMirrorsToCheck';

/** The probe image (spec §7): served by every host of the server, never cached, readable cross-origin. */
export const PIXEL_PATH = '/pixel.png';

/** Every answer of our server carries this header (exposed to CORS), so a client can tell ours from a block page. */
export const SERVER_MARK_HEADER = 'x-lucky-server';
export const SERVER_MARK_VALUE = '1';

export const MIRROR_LIST_MAX_AGE_MS = 14 * 24 * 3600_000;
export const MIRROR_LIST_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The shortest time the key before the current one keeps signing after the current one was generated. Every list a
 * client can still use (at most MIRROR_LIST_MAX_AGE_MS old) was then issued after the new key was, so it announced
 * the new key, which the client has trusted since it verified that list: retiring the old key strands no one.
 */
export const MIRROR_KEY_OVERLAP_MS = MIRROR_LIST_MAX_AGE_MS;

/** Development key pair's public half (SPKI, base64). DEV ONLY: production builds set VITE_MIRROR_PUBLIC_KEYS. */
export const DEV_MIRROR_PUBLIC_KEY =
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE3LooLv4O/9q+K/Uh8CAEewDo+8Vb6rpT8VOah1B/aK1+EKFyDcz9+nZutHH9W6ZmmPBJn+VUgu6//j4iqV/Ytw==';

/** A mirror domain: a lower-case host name with an optional port (`m1.example.com`, `m1.localhost:8080`). */
export const MIRROR_DOMAIN_PATTERN =
  /^(?=[^:]{1,253}(:|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9-]{2,63}(:\d{1,5})?$/;

/**
 * The exact text each key signs: fixed field order, so both ends build the same bytes. `keys` are the public keys
 * the server signs with now (current, next, previous): a client that verifies the list trusts them from then on.
 */
export function mirrorListMessage(domains: readonly string[], issuedAt: number, keys: readonly string[]): string {
  return JSON.stringify({ v: 2, issued_at: issuedAt, domains, keys });
}

/**
 * The keys a build trusts: VITE_MIRROR_PUBLIC_KEYS (SPKI base64, comma-separated: the current key and the next one
 * when there is one), or the development key.
 */
export function builtMirrorKeys(configured: string | undefined): string[] {
  const keys = (configured ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys.length > 0 ? keys : [DEV_MIRROR_PUBLIC_KEY];
}
