import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody } from '../../contract/api/errors';
import { MIRROR_KEYS_API, MirrorKeysAnswer } from '../../contract/api/mirror-keys';
import {
  DEV_MIRROR_PUBLIC_KEY,
  MIRROR_KEY_OVERLAP_MS,
  MIRRORS_API,
  MirrorsToCheckAnswer,
} from '../../contract/api/mirrors';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { createMirrorTrust, type LearnedKeys } from '../../worker-shared/mirror-trust';
import { ConfigError } from '../config';
import { mirrorSigningKeys, serverSecrets } from '../db/schema';
import { auditEntries, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { OPERATOR_TOKEN } from '../wallet/players.testing';
import { createMirrorKeyring } from './keyring';
import { generateMirrorKey } from './signing';

let server: TestServer;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN, mirrors: ['m1.localhost:8080'] });
  admin = await operatorSession(server, OPERATOR_TOKEN, 'keys-admin@example.com', 'admin');
});
afterAll(() => server.close());

const keys = async () =>
  MirrorKeysAnswer.parse(
    (await server.api({ method: 'GET', url: MIRROR_KEYS_API.operatorKeys.path, headers: admin })).json(),
  ).data;
const signedList = async () =>
  MirrorsToCheckAnswer.parse((await server.api({ method: 'GET', url: MIRRORS_API.mirrorsToCheck.path })).json()).data;
const step = (url: string) => server.api({ method: 'POST', url, headers: admin });
const codeOf = (res: { json(): unknown }) => ErrorBody.parse(res.json()).code;
const secretOf = async (id: number) =>
  (
    await server.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, `mirror_signing_key:${id}`))
  )[0]?.value;

/** A player's app as it keeps its learned keys in syncStore: built with the key of its day only. */
function app(built: string[]) {
  const kept: { value: LearnedKeys | null } = { value: null };
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

describe("rotating the mirror list's signing key", () => {
  it('is for admins only', async () => {
    for (const role of ['support', 'payments', 'risk'] satisfies OperatorRole[]) {
      const session = await operatorSession(server, OPERATOR_TOKEN, `keys-${role}@example.com`, role);
      for (const [method, url] of [
        ['GET', MIRROR_KEYS_API.operatorKeys.path],
        ['POST', MIRROR_KEYS_API.operatorGenerateKey.path],
        ['POST', pathOf(MIRROR_KEYS_API.operatorPromoteKey.path, { id: 1 })],
        ['POST', pathOf(MIRROR_KEYS_API.operatorRetireKey.path, { id: 1 })],
      ] as const) {
        const res = await server.api({ method, url, headers: session });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(codeOf(res)).toBe('role_forbidden');
      }
    }
    expect((await keys()).items.map((key) => key.state)).toEqual(['current']);
  });

  it('generate, overlap, promote, retire: a player on the old build verifies throughout; each step is audited', async () => {
    const oldBuild = app([DEV_MIRROR_PUBLIC_KEY]);
    const [first] = (await keys()).items;
    expect(first).toMatchObject({ public_key: DEV_MIRROR_PUBLIC_KEY, state: 'current' });
    const firstId = first?.id ?? 0;
    expect((await oldBuild.verify(await signedList(), Date.now())).ok).toBe(true);

    // 1. The next key: generated on the server, its private half kept there and never answered.
    const generated = await step(MIRROR_KEYS_API.operatorGenerateKey.path);
    expect(generated.statusCode, generated.body).toBe(200);
    const afterGenerate = MirrorKeysAnswer.parse(generated.json()).data;
    const next = afterGenerate.items.find((key) => key.state === 'next');
    if (!next) throw new Error('no next key');
    const secret = await secretOf(next.id);
    expect(secret).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(generated.body).not.toContain(secret);
    expect(afterGenerate.build_keys).toBe(`${DEV_MIRROR_PUBLIC_KEY},${next.public_key}`);
    // A second one while the first is the next key is refused, and writes nothing.
    const again = await step(MIRROR_KEYS_API.operatorGenerateKey.path);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('next_key_exists');

    // The overlap: both keys sign and the list names both; the old build verifies it and learns the next key.
    const overlap = await signedList();
    expect(overlap.keys).toEqual([DEV_MIRROR_PUBLIC_KEY, next.public_key]);
    expect(overlap.signatures.map((s) => s.key)).toEqual(overlap.keys);
    expect((await oldBuild.verify(overlap, Date.now())).ok).toBe(true);
    // A build shipping both keys verifies the next key's signature on its own.
    const nextOnly = { ...overlap, signatures: overlap.signatures.filter((s) => s.key === next.public_key) };
    expect((await app([DEV_MIRROR_PUBLIC_KEY, next.public_key]).verify(nextOnly, Date.now())).ok).toBe(true);

    // 2. Promote: the next key is current, the old one previous, and both still sign.
    const promoted = await step(pathOf(MIRROR_KEYS_API.operatorPromoteKey.path, { id: next.id }));
    expect(promoted.statusCode, promoted.body).toBe(200);
    const afterPromote = MirrorKeysAnswer.parse(promoted.json()).data;
    expect(afterPromote.items.map((key) => [key.id, key.state])).toEqual([
      [next.id, 'current'],
      [firstId, 'previous'],
    ]);
    expect((await signedList()).keys).toEqual([next.public_key, DEV_MIRROR_PUBLIC_KEY]);
    // Promoting it again changes nothing (a resend).
    expect((await step(pathOf(MIRROR_KEYS_API.operatorPromoteKey.path, { id: next.id }))).statusCode).toBe(200);

    // 3. Retire the old key: not before the overlap has run, then yes, and its private half is gone.
    const early = await step(pathOf(MIRROR_KEYS_API.operatorRetireKey.path, { id: firstId }));
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('overlap_not_over');
    const retirableAt = afterPromote.items.find((key) => key.id === firstId)?.retirable_at;
    expect(Date.parse(retirableAt ?? '')).toBeGreaterThan(Date.now() + MIRROR_KEY_OVERLAP_MS - 60_000);
    await server.db
      .update(mirrorSigningKeys)
      .set({ createdAt: new Date(Date.now() - MIRROR_KEY_OVERLAP_MS - 60_000) })
      .where(eq(mirrorSigningKeys.id, next.id));
    const retired = await step(pathOf(MIRROR_KEYS_API.operatorRetireKey.path, { id: firstId }));
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await secretOf(firstId)).toBeUndefined();
    const current = await step(pathOf(MIRROR_KEYS_API.operatorRetireKey.path, { id: next.id }));
    expect(codeOf(current)).toBe('current_key');

    // After: the new key alone signs. The old build still verifies (it learned the key during the overlap); a
    // build of the old key that never saw an overlap list does not: what the overlap is for.
    const after = await signedList();
    expect(after.keys).toEqual([next.public_key]);
    expect(after.signatures).toHaveLength(1);
    expect((await oldBuild.verify(after, Date.now())).ok).toBe(true);
    expect(await app([DEV_MIRROR_PUBLIC_KEY]).verify(after, Date.now())).toEqual({ ok: false, reason: 'signature' });

    // One audit entry per step taken, by the admin; none for the refused or repeated ones.
    const entries = await auditEntries(server, OPERATOR_TOKEN, { actor: 'keys-admin@example.com' });
    const keySteps = entries.filter((entry) => entry.action.startsWith('mirror_key.'));
    expect(keySteps.map((entry) => [entry.action, entry.target]).reverse()).toEqual([
      ['mirror_key.generate', `mirror_key:${next.id}`],
      ['mirror_key.promote', `mirror_key:${next.id}`],
      ['mirror_key.retire', `mirror_key:${firstId}`],
    ]);
    expect(keySteps[0]?.before).toMatchObject({ state: 'previous', public_key: DEV_MIRROR_PUBLIC_KEY });
  });

  it('a step whose audit entry is not written does not happen (one transaction)', async () => {
    const keyring = createMirrorKeyring({ db: server.db, configured: undefined, production: false });
    await keyring.start();
    const rows = async () => ({
      keys: (await server.db.select().from(mirrorSigningKeys)).length,
      secrets: (await server.db.select().from(serverSecrets)).length,
    });
    const before = await rows();
    await expect(
      keyring.generate(async () => {
        throw new Error('the audit log is unavailable');
      }),
    ).rejects.toThrow('the audit log is unavailable');
    expect(await rows()).toEqual(before);
  });

  it('MIRROR_SIGNING_KEY seeds a table with no key in use (required for that in production), and only then', async () => {
    const configured = generateMirrorKey();
    const keyring = (production: boolean, key: string | undefined) =>
      createMirrorKeyring({ db: server.db, configured: key, production });
    // A table with a key in use ignores it.
    await keyring(true, configured.pkcs8).start();
    expect((await keys()).items.some((key) => key.public_key === configured.publicKey)).toBe(false);
    // A first start: none in use.
    await server.db.update(mirrorSigningKeys).set({ state: 'retired' });
    await expect(keyring(true, undefined).start()).rejects.toThrow(ConfigError);
    await keyring(true, configured.pkcs8).start();
    expect((await keys()).items[0]).toMatchObject({ public_key: configured.publicKey, state: 'current' });
  });
});
