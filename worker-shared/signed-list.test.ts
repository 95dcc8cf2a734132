import { describe, expect, it } from 'vitest';
import { DEV_MIRROR_PUBLIC_KEY, MIRROR_LIST_MAX_AGE_MS } from '../contract/api/mirrors';
import { DEV_MIRROR_SIGNING_KEY } from '../server/mirrors/dev-key';
import { generateMirrorKey, importMirrorKey, signMirrorList } from '../server/mirrors/signing';
import { verifyMirrorList } from './signed-list';

const NOW = Date.UTC(2026, 10, 21, 12);
const DEV = importMirrorKey(DEV_MIRROR_SIGNING_KEY);
const TRUSTED = [DEV_MIRROR_PUBLIC_KEY];

/** Signs as the server does (node:crypto, P1363), with the committed development key. */
const signed = (domains: string[], issuedAt = NOW) => signMirrorList([DEV], domains, issuedAt);

describe('the signed mirror list (worker side)', () => {
  it('accepts a list signed with a key the app trusts, and answers the keys it names', async () => {
    const list = signed(['m1.localhost:8080', 'm2.example.com']);
    expect(await verifyMirrorList(list, TRUSTED, NOW + 1000)).toEqual({
      ok: true,
      domains: ['m1.localhost:8080', 'm2.example.com'],
      keys: [DEV_MIRROR_PUBLIC_KEY],
      issuedAt: NOW,
    });
  });

  it('rejects a look-alike domain slipped into a signed list, or a key added to its names', async () => {
    const list = signed(['lucky.example.com']);
    const tampered = { ...list, domains: ['lucky.examp1e.com'] };
    expect(await verifyMirrorList(tampered, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
    const added = { ...list, domains: ['lucky.example.com', 'lucky-example.com'] };
    expect(await verifyMirrorList(added, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
    const smuggled = { ...list, keys: [...list.keys, generateMirrorKey().publicKey] };
    expect(await verifyMirrorList(smuggled, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects a list signed by another key (under its own name or the trusted one), garbled, or of a wrong shape', async () => {
    const other = importMirrorKey(generateMirrorKey().pkcs8);
    const forged = signMirrorList([other], ['evil.example.com'], NOW);
    expect(await verifyMirrorList(forged, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
    const disguised = {
      ...forged,
      signatures: [{ key: DEV_MIRROR_PUBLIC_KEY, signature: forged.signatures[0]?.signature }],
    };
    expect(await verifyMirrorList(disguised, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
    const garbled = { ...signed(['m1.example.com']), signatures: [{ key: DEV_MIRROR_PUBLIC_KEY, signature: '!!' }] };
    expect(await verifyMirrorList(garbled, TRUSTED, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyMirrorList({ domains: ['m1.example.com'] }, TRUSTED, NOW)).toEqual({
      ok: false,
      reason: 'shape',
    });
    expect(await verifyMirrorList(null, TRUSTED, NOW)).toEqual({ ok: false, reason: 'shape' });
  });

  it('rejects a list that is too old or issued in the future', async () => {
    const list = signed(['m1.example.com']);
    expect((await verifyMirrorList(list, TRUSTED, NOW + MIRROR_LIST_MAX_AGE_MS - 1)).ok).toBe(true);
    expect(await verifyMirrorList(list, TRUSTED, NOW + MIRROR_LIST_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'age',
    });
    expect(await verifyMirrorList(list, TRUSTED, NOW - 3600_000)).toEqual({ ok: false, reason: 'age' });
  });

  it('rejects a correctly signed entry that is not a plain domain', async () => {
    const list = signed(['https://m1.example.com/path']);
    expect(await verifyMirrorList(list, TRUSTED, NOW)).toEqual({ ok: false, reason: 'domain' });
  });
});
