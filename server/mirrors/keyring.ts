import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { MirrorKeyState, MirrorKeyView } from '../../contract/api/mirror-keys';
import { MIRROR_KEY_OVERLAP_MS, type SignedMirrorList } from '../../contract/api/mirrors';
import { ConfigError } from '../config';
import { type MirrorSigningKeyRow, mirrorSigningKeys, serverSecrets } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError } from '../lib/http-error';
import type { AuditWrite } from '../operator/audit';
import { DEV_MIRROR_SIGNING_KEY } from './dev-key';
import { generateMirrorKey, importMirrorKey, type MirrorKey, signMirrorList } from './signing';

/** Other processes' rotations reach this one's signatures within this time. */
const CACHE_MS = 30_000;
/** The order keys sign and are announced in. */
const SIGNING_ORDER: Record<MirrorKeyState, number> = { current: 0, next: 1, previous: 2, retired: 3 };

/** The private half's name in server_secrets (where the server keeps the secrets it generates). */
const secretName = (id: number) => `mirror_signing_key:${id}`;

interface KeyringDeps {
  db: Db;
  /** MIRROR_SIGNING_KEY: the first current key of an empty table (elsewhere than production: the development key). */
  configured: string | undefined;
  production: boolean;
  now?: () => number;
}

/**
 * The keys that sign the mirror list, and their rotation (contract/api/mirror-keys.ts): every key that is not
 * retired signs, so during a rotation the list carries the old and the new key's signatures and names both.
 */
export function createMirrorKeyring({ db, configured, production, now = Date.now }: KeyringDeps) {
  // A malformed MIRROR_SIGNING_KEY stops the start even when the table no longer needs it.
  const seed = importMirrorKey(configured ?? DEV_MIRROR_SIGNING_KEY);
  let signing: MirrorKey[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let version = 0;

  async function load(): Promise<MirrorKey[]> {
    const rows = await db
      .select({ state: mirrorSigningKeys.state, pkcs8: serverSecrets.value })
      .from(mirrorSigningKeys)
      .innerJoin(serverSecrets, eq(serverSecrets.name, sql`'mirror_signing_key:' || ${mirrorSigningKeys.id}`))
      .where(ne(mirrorSigningKeys.state, 'retired'));
    rows.sort((a, b) => SIGNING_ORDER[a.state as MirrorKeyState] - SIGNING_ORDER[b.state as MirrorKeyState]);
    const next = rows.map((row) => importMirrorKey(row.pkcs8));
    if (next.map((key) => key.publicKey).join() !== signing.map((key) => key.publicKey).join()) version++;
    signing = next;
    loadedAt = now();
    return signing;
  }

  const liveKeys = async () => (now() - loadedAt > CACHE_MS ? load() : signing);

  /** The live keys as they stand in `tx`, locked until it ends (two admins' steps run one after the other). */
  async function lockedLive(tx: Tx): Promise<MirrorSigningKeyRow[]> {
    return tx
      .select()
      .from(mirrorSigningKeys)
      .where(ne(mirrorSigningKeys.state, 'retired'))
      .orderBy(asc(mirrorSigningKeys.id))
      .for('update');
  }

  async function keyOf(tx: Tx, id: number): Promise<MirrorSigningKeyRow> {
    const [row] = await tx.select().from(mirrorSigningKeys).where(eq(mirrorSigningKeys.id, id)).for('update');
    if (!row) throw new HttpError(404, 'mirror_key_unknown', 'No such mirror signing key');
    return row;
  }

  /** From when a previous key may be retired: the overlap counted from the current key's creation. */
  function retirableAt(rows: readonly MirrorSigningKeyRow[]): Date | null {
    const current = rows.find((row) => row.state === 'current');
    return current ? new Date(current.createdAt.getTime() + MIRROR_KEY_OVERLAP_MS) : null;
  }

  /** Runs a step and reloads the keys this process signs with. */
  async function step(change: (tx: Tx) => Promise<void>): Promise<void> {
    await db.transaction(change);
    await load();
  }

  return {
    /** Seeds an empty table with MIRROR_SIGNING_KEY (or the development key), then loads the live keys. */
    async start(): Promise<void> {
      const [live] = await db
        .select({ id: mirrorSigningKeys.id })
        .from(mirrorSigningKeys)
        .where(ne(mirrorSigningKeys.state, 'retired'))
        .limit(1);
      if (!live) {
        if (production && !configured) {
          throw new ConfigError(
            'MIRROR_SIGNING_KEY: required in production for the first start (ECDSA P-256 PKCS8, base64; see server/mirrors/README.md)',
          );
        }
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mirrorSigningKeys)
            .values({ publicKey: seed.publicKey, state: 'current', promotedAt: new Date(now()) })
            .onConflictDoNothing()
            .returning({ id: mirrorSigningKeys.id });
          if (row) {
            await tx
              .insert(serverSecrets)
              .values({ name: secretName(row.id), value: configured ?? DEV_MIRROR_SIGNING_KEY })
              .onConflictDoNothing();
          }
        });
      }
      if ((await load()).length === 0) throw new ConfigError('No mirror signing key is in use');
    },

    /** The public halves this server signs with now. */
    publicKeys: async () => (await liveKeys()).map((key) => key.publicKey),

    /** Changes whenever the set of signing keys does (a signed list made before is stale). */
    version: () => version,

    async sign(domains: readonly string[], issuedAt: number): Promise<SignedMirrorList> {
      return signMirrorList(await liveKeys(), domains, issuedAt);
    },

    // ---- Operator ----
    async list(): Promise<{ items: MirrorKeyView[]; build_keys: string }> {
      const rows = await db.select().from(mirrorSigningKeys).orderBy(desc(mirrorSigningKeys.id));
      const retirable = retirableAt(rows);
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        items: rows.map((row) => ({
          id: row.id,
          public_key: row.publicKey,
          state: row.state as MirrorKeyState,
          created_at: row.createdAt.toISOString(),
          promoted_at: iso(row.promotedAt),
          retired_at: iso(row.retiredAt),
          retirable_at: row.state === 'previous' ? iso(retirable) : null,
        })),
        build_keys: rows
          .filter((row) => row.state === 'current' || row.state === 'next')
          .sort((a, b) => SIGNING_ORDER[a.state as MirrorKeyState] - SIGNING_ORDER[b.state as MirrorKeyState])
          .map((row) => row.publicKey)
          .join(','),
      };
    },

    /** A new next key: it signs (and is announced) from now on, beside the current one. */
    async generate(record: (tx: Tx, created: { id: number; publicKey: string }) => Promise<void>): Promise<void> {
      const pair = generateMirrorKey();
      await step(async (tx) => {
        if ((await lockedLive(tx)).some((row) => row.state === 'next')) {
          throw new HttpError(409, 'next_key_exists', 'A next key is already signing: promote or retire it first');
        }
        const [row] = await tx
          .insert(mirrorSigningKeys)
          .values({ publicKey: pair.publicKey, state: 'next' })
          .returning({ id: mirrorSigningKeys.id });
        if (!row) throw new Error('The next key was not stored');
        await tx.insert(serverSecrets).values({ name: secretName(row.id), value: pair.pkcs8 });
        await record(tx, { id: row.id, publicKey: pair.publicKey });
      });
    },

    /** The next key becomes current, the current one previous (both keep signing until the previous is retired). */
    async promote(id: number, record: AuditWrite): Promise<void> {
      await step(async (tx) => {
        const live = await lockedLive(tx);
        const key = await keyOf(tx, id);
        if (key.state === 'current') return;
        if (key.state !== 'next') throw new HttpError(409, 'not_next_key', 'Only the next key can be promoted');
        if (live.some((row) => row.state === 'previous')) {
          throw new HttpError(409, 'previous_key_signing', 'Retire the previous key before promoting another one');
        }
        await record(tx);
        const at = new Date(now());
        await tx
          .update(mirrorSigningKeys)
          .set({ state: 'previous', updatedAt: at })
          .where(eq(mirrorSigningKeys.state, 'current'));
        await tx
          .update(mirrorSigningKeys)
          .set({ state: 'current', promotedAt: at, updatedAt: at })
          .where(eq(mirrorSigningKeys.id, id));
      });
    },

    /**
     * A previous key once the overlap is over, or a next key never promoted: it stops signing and its private half
     * is deleted, so it can never sign again.
     */
    async retire(id: number, record: AuditWrite): Promise<void> {
      await step(async (tx) => {
        const live = await lockedLive(tx);
        const key = await keyOf(tx, id);
        if (key.state === 'retired') return;
        if (key.state === 'current') {
          throw new HttpError(409, 'current_key', 'The current key cannot be retired: promote the next one first');
        }
        const retirable = retirableAt(live);
        if (key.state === 'previous' && retirable && retirable.getTime() > now()) {
          throw new HttpError(
            409,
            'overlap_not_over',
            `Players may still hold lists only this key signs: retire it after ${retirable.toISOString()}`,
            {},
            { retirable_at: retirable.toISOString() },
          );
        }
        await record(tx);
        const at = new Date(now());
        await tx
          .update(mirrorSigningKeys)
          .set({ state: 'retired', retiredAt: at, updatedAt: at })
          .where(and(eq(mirrorSigningKeys.id, id), ne(mirrorSigningKeys.state, 'retired')));
        await tx.delete(serverSecrets).where(eq(serverSecrets.name, secretName(id)));
      });
    },
  };
}

export type MirrorKeyring = ReturnType<typeof createMirrorKeyring>;
