import { createPrivateKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_MIRROR_PUBLIC_KEY, MIRROR_LIST_MAX_AGE_MS, mirrorListMessage } from '../contract/api/mirrors';
import { DEV_MIRROR_SIGNING_KEY } from '../server/mirrors/dev-key';
import { verifyMirrorList } from './signed-list';

const NOW = Date.UTC(2026, 10, 21, 12);

/** Signs as the server does (node:crypto, P1363), with the committed development key. */
function signed(domains: string[], issuedAt = NOW) {
  const key = createPrivateKey({ key: Buffer.from(DEV_MIRROR_SIGNING_KEY, 'base64'), format: 'der', type: 'pkcs8' });
  const signature = sign('sha256', Buffer.from(mirrorListMessage(domains, issuedAt)), {
    key,
    dsaEncoding: 'ieee-p1363',
  });
  return { domains, issued_at: issuedAt, signature: signature.toString('base64') };
}

async function otherKeyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  return { pair, spki };
}

describe('the signed mirror list (worker side)', () => {
  it('accepts a list signed with the key the app was built with', async () => {
    const list = signed(['m1.localhost:8080', 'm2.example.com']);
    expect(await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW + 1000)).toEqual({
      ok: true,
      domains: ['m1.localhost:8080', 'm2.example.com'],
    });
  });

  it('rejects a look-alike domain slipped into a signed list', async () => {
    const list = signed(['lucky.example.com']);
    const tampered = { ...list, domains: ['lucky.examp1e.com'] };
    expect(await verifyMirrorList(tampered, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'signature' });
    const added = { ...list, domains: ['lucky.example.com', 'lucky-example.com'] };
    expect(await verifyMirrorList(added, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects a list signed by another key, a garbled signature and a wrong shape', async () => {
    const { pair } = await otherKeyPair();
    const domains = ['evil.example.com'];
    const forged = Buffer.from(
      await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(mirrorListMessage(domains, NOW)),
      ),
    ).toString('base64');
    const list = { domains, issued_at: NOW, signature: forged };
    expect(await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyMirrorList({ ...list, signature: '!!' }, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await verifyMirrorList({ domains }, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'shape' });
    expect(await verifyMirrorList(null, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'shape' });
  });

  it('rejects a list that is too old or issued in the future', async () => {
    const list = signed(['m1.example.com']);
    expect((await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW + MIRROR_LIST_MAX_AGE_MS - 1)).ok).toBe(true);
    expect(await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW + MIRROR_LIST_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'age',
    });
    expect(await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW - 3600_000)).toEqual({ ok: false, reason: 'age' });
  });

  it('rejects a correctly signed entry that is not a plain domain', async () => {
    const list = signed(['https://m1.example.com/path']);
    expect(await verifyMirrorList(list, DEV_MIRROR_PUBLIC_KEY, NOW)).toEqual({ ok: false, reason: 'domain' });
  });
});
