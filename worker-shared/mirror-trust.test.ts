import { describe, expect, it } from 'vitest';
import { DEV_MIRROR_PUBLIC_KEY } from '../contract/mirror-list';
import { DEV_MIRROR_SIGNING_KEY } from '../server/mirrors/dev-key';
import { generateMirrorKey, importMirrorKey, signMirrorList } from '../server/mirrors/signing';
import { createMirrorTrust, type LearnedKeys } from './mirror-trust';

const NOW = Date.UTC(2026, 10, 21, 12);
const current = importMirrorKey(DEV_MIRROR_SIGNING_KEY);
const next = importMirrorKey(generateMirrorKey().pkcs8);
const stranger = importMirrorKey(generateMirrorKey().pkcs8);
const DOMAINS = ['m1.example.com'];

/** A trust whose learned keys live in `kept` (as syncStore keeps them between runs of the app). */
function trust(built: string[], kept: { value: LearnedKeys | null } = { value: null }) {
  return createMirrorTrust({
    built,
    store: {
      read: async () => kept.value,
      write: async (learned) => {
        kept.value = learned;
      },
    },
  });
}

describe('the keys the worker trusts for the mirror list', () => {
  it('a build shipping the current and the next key accepts a list the next key alone signed', async () => {
    const check = await trust([current.publicKey, next.publicKey]).verify(signMirrorList([next], DOMAINS, NOW), NOW);
    expect(check).toMatchObject({ ok: true, domains: DOMAINS });
  });

  it('refuses a list an untrusted key signed, even one naming itself among the keys', async () => {
    const check = await trust([current.publicKey, next.publicKey]).verify(
      signMirrorList([stranger], DOMAINS, NOW),
      NOW,
    );
    expect(check).toEqual({ ok: false, reason: 'signature' });
  });

  it('an old build (the current key only) learns the next key from an overlap list and keeps verifying once the old key is retired', async () => {
    const kept = { value: null as LearnedKeys | null };
    const oldBuild = trust([DEV_MIRROR_PUBLIC_KEY], kept);
    // Before the overlap: the next key alone is not trusted yet.
    expect(await oldBuild.verify(signMirrorList([next], DOMAINS, NOW), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // The overlap: both keys sign and the list names both.
    expect((await oldBuild.verify(signMirrorList([current, next], DOMAINS, NOW + 1), NOW + 1)).ok).toBe(true);
    expect(kept.value?.keys).toEqual([current.publicKey, next.publicKey]);
    // The old key retired; a later run of the same app (the learned keys read back from its store).
    const laterRun = trust([DEV_MIRROR_PUBLIC_KEY], kept);
    expect(await laterRun.verify(signMirrorList([next], DOMAINS, NOW + 2), NOW + 2)).toMatchObject({ ok: true });
    expect(kept.value?.keys).toEqual([next.publicKey]);
    // A key nobody announced is still refused.
    expect(await laterRun.verify(signMirrorList([stranger], DOMAINS, NOW + 3), NOW + 3)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('an older list replayed does not replace what a newer one taught', async () => {
    const kept = { value: null as LearnedKeys | null };
    const app = trust([DEV_MIRROR_PUBLIC_KEY], kept);
    const overlap = signMirrorList([current, next], DOMAINS, NOW);
    await app.verify(signMirrorList([current, next], DOMAINS, NOW + 10), NOW + 10);
    await app.verify(signMirrorList([current], DOMAINS, NOW + 5), NOW + 10);
    expect(kept.value).toEqual({ keys: [current.publicKey, next.publicKey], issued_at: NOW + 10 });
    expect((await app.verify(overlap, NOW + 10)).ok).toBe(true);
  });
});
