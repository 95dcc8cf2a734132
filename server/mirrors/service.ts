import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MirrorState, SignedMirrorList } from '../../contract/api/mirrors';
import { type MirrorRow, mirrorProbes, mirrors } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { AuditWrite } from '../operator/audit';
import type { MirrorKeyring } from './keyring';

/** The signed list is re-signed at most this often (a signature is cheap, but not free at every page load). */
const SIGNED_LIST_TTL_MS = 60_000;
/** Other processes' operator changes reach this one's CORS/CSP cache within this time. */
const CACHE_TTL_MS = 30_000;
/** A mirror whose last hour of probes failed this many times with none loading is not recommended. */
const FAILED_PROBES_TO_SKIP = 3;

interface MirrorServiceDeps {
  db: Db;
  keyring: MirrorKeyring;
  now?: () => number;
}

/** Mirrors and their state (spec §7 Mirrors): the signed list, probe results, the recommended mirror. */
export function createMirrorService({ db, keyring, now = Date.now }: MirrorServiceDeps) {
  let rows: MirrorRow[] = [];
  let loadedAt = 0;
  let signed: { list: SignedMirrorList; at: number; keys: number } | null = null;

  async function reload(): Promise<MirrorRow[]> {
    rows = await db.select().from(mirrors).orderBy(asc(mirrors.sort), asc(mirrors.id));
    loadedAt = now();
    signed = null;
    return rows;
  }

  async function current(): Promise<MirrorRow[]> {
    return now() - loadedAt > CACHE_TTL_MS ? reload() : rows;
  }

  const handedOut = (list: MirrorRow[]) => list.filter((row) => row.state !== 'disabled');

  return {
    /** Seeds the configured mirrors into an empty table, then loads the cache. */
    async start(seed: readonly string[]): Promise<void> {
      const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(mirrors);
      if (seed.length > 0 && existing?.n === 0) {
        await db
          .insert(mirrors)
          .values(seed.map((domain, index) => ({ domain, sort: index })))
          .onConflictDoNothing();
      }
      await reload();
    },

    /** Domains that are not disabled, from the cache (for CORS and the CSP: synchronous, refreshed in the background). */
    knownDomains(): string[] {
      if (now() - loadedAt > CACHE_TTL_MS) void reload().catch(() => {});
      return handedOut(rows).map((row) => row.domain);
    },

    async signedList(): Promise<SignedMirrorList> {
      const list = handedOut(await current()).map((row) => row.domain);
      if (!signed || now() - signed.at > SIGNED_LIST_TTL_MS || signed.keys !== keyring.version()) {
        const at = now();
        const fresh = await keyring.sign(list, at);
        signed = { list: fresh, at, keys: keyring.version() };
      }
      return signed.list;
    },

    /** Stores one check's results; domains that are not mirrors are ignored. Answers how many were stored. */
    async recordProbes(userId: number, ip: string | null, results: Record<string, number | null>): Promise<number> {
      const byDomain = new Map((await current()).map((row) => [row.domain, row.id]));
      const values = Object.entries(results).flatMap(([domain, ms]) => {
        const mirrorId = byDomain.get(domain);
        return mirrorId === undefined ? [] : [{ mirrorId, userId, ms, ip }];
      });
      if (values.length > 0) await db.insert(mirrorProbes).values(values);
      return values.length;
    },

    /** The working mirror to recommend: the first active one whose recent probes are not all failures. */
    async recommended(): Promise<MirrorRow | null> {
      const active = (await current()).filter((row) => row.state === 'active');
      if (active.length === 0) return null;
      const since = new Date(now() - 3600_000);
      const stats = await db
        .select({
          mirrorId: mirrorProbes.mirrorId,
          ok: sql<number>`count(${mirrorProbes.ms})::int`,
          failed: sql<number>`(count(*) - count(${mirrorProbes.ms}))::int`,
        })
        .from(mirrorProbes)
        .where(
          and(
            inArray(
              mirrorProbes.mirrorId,
              active.map((row) => row.id),
            ),
            gte(mirrorProbes.createdAt, since),
          ),
        )
        .groupBy(mirrorProbes.mirrorId);
      const failing = new Set(
        stats.filter((s) => s.ok === 0 && s.failed >= FAILED_PROBES_TO_SKIP).map((s) => s.mirrorId),
      );
      return active.find((row) => !failing.has(row.id)) ?? active[0] ?? null;
    },

    async find(domain: string): Promise<MirrorRow | null> {
      return (await current()).find((row) => row.domain === domain) ?? null;
    },

    // ---- Operator ----
    async operatorList() {
      const list = await reload();
      const since = new Date(now() - 24 * 3600_000);
      const stats = await db
        .select({
          mirrorId: mirrorProbes.mirrorId,
          ok: sql<number>`count(${mirrorProbes.ms})::int`,
          failed: sql<number>`(count(*) - count(${mirrorProbes.ms}))::int`,
          median: sql<number | null>`percentile_cont(0.5) within group (order by ${mirrorProbes.ms})`,
        })
        .from(mirrorProbes)
        .where(gte(mirrorProbes.createdAt, since))
        .groupBy(mirrorProbes.mirrorId);
      const byId = new Map(stats.map((s) => [s.mirrorId, s]));
      return list.map((row) => {
        const s = byId.get(row.id);
        return {
          id: row.id,
          domain: row.domain,
          state: row.state as MirrorState,
          sort: row.sort,
          probes_24h: {
            ok: s?.ok ?? 0,
            failed: s?.failed ?? 0,
            median_ms: s?.median === null || s?.median === undefined ? null : Math.round(Number(s.median)),
          },
        };
      });
    },

    async create(input: { domain: string; state: MirrorState; sort: number }, record: AuditWrite): Promise<void> {
      await db.transaction(async (tx) => {
        await record(tx);
        const [row] = await tx.insert(mirrors).values(input).onConflictDoNothing().returning({ id: mirrors.id });
        if (!row) throw new ValidationError({ domain: ['domain_taken: This mirror already exists'] });
      });
      await reload();
    },

    async update(
      id: number,
      changes: { state?: MirrorState | undefined; sort?: number | undefined },
      record: AuditWrite,
    ): Promise<void> {
      const set = {
        ...(changes.state !== undefined ? { state: changes.state } : {}),
        ...(changes.sort !== undefined ? { sort: changes.sort } : {}),
        updatedAt: new Date(now()),
      };
      await db.transaction(async (tx) => {
        await record(tx);
        const [row] = await tx.update(mirrors).set(set).where(eq(mirrors.id, id)).returning({ id: mirrors.id });
        if (!row) throw new HttpError(404, 'mirror_unknown', 'No such mirror');
      });
      await reload();
    },
  };
}

export type MirrorService = ReturnType<typeof createMirrorService>;
