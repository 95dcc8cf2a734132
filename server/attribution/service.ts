import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Runner } from '../auth/repository';
import { attributionEvents, utmPromos } from '../db/schema';
import type { Db } from '../db/types';
import type { AuditWrite } from '../operator/audit';

export type AttributionKind = 'utm' | 'page_open' | 'affiliate' | 'ip' | 'attach_source';

export interface VisitKeys {
  fingerprint?: string | null | undefined;
  advId?: string | null | undefined;
  prHash?: string | null | undefined;
}

interface RecordedEvent extends VisitKeys {
  kind: AttributionKind;
  userId?: number | null;
  ip: string;
  countryCode: string | null;
  payload: unknown;
}

const clip = (value: string | null | undefined) => (value ? value.slice(0, 200) : null);

/** Stores what the attribution calls receive and ties it to the player who registers (spec §1, §7). */
export function createAttributionService(db: Db) {
  return {
    async record(event: RecordedEvent): Promise<void> {
      await db.insert(attributionEvents).values({
        kind: event.kind,
        userId: event.userId ?? null,
        fingerprint: clip(event.fingerprint),
        advId: clip(event.advId),
        prHash: clip(event.prHash),
        ip: event.ip,
        countryCode: event.countryCode,
        payload: event.payload,
      });
    },

    /** The id the utm call hands out; the client keeps it in the advId cookie for a day. */
    newAdvId: () => randomUUID(),

    /** The promo for a utm landing: its source and campaign, else its source with any campaign, else none. */
    async promoFor(source: string, campaign: string): Promise<{ type: string; value: string } | null> {
      const rows = await db
        .select()
        .from(utmPromos)
        .where(and(eq(utmPromos.utmSource, source), inArray(utmPromos.utmCampaign, [campaign, ''])));
      const row = rows.find((r) => r.utmCampaign === campaign) ?? rows[0];
      return row ? { type: row.type, value: row.value } : null;
    },
    listPromos: () => db.select().from(utmPromos).orderBy(asc(utmPromos.utmSource), asc(utmPromos.utmCampaign)),
    async putPromo(promo: { utmSource: string; utmCampaign: string; type: string; value: string }, record: AuditWrite) {
      await db.transaction(async (tx) => {
        await record(tx);
        await tx
          .insert(utmPromos)
          .values(promo)
          .onConflictDoUpdate({
            target: [utmPromos.utmSource, utmPromos.utmCampaign],
            set: { type: promo.type, value: promo.value, updatedAt: new Date() },
          });
      });
    },
    async removePromo(utmSource: string, utmCampaign: string, record: AuditWrite) {
      await db.transaction(async (tx) => {
        await record(tx);
        await tx
          .delete(utmPromos)
          .where(and(eq(utmPromos.utmSource, utmSource), eq(utmPromos.utmCampaign, utmCampaign)));
      });
    },
    /** One utm promo as it is now (an audit entry's `before`). */
    async promoRow(runner: Runner, utmSource: string, utmCampaign: string) {
      const [row] = await runner
        .select({ type: utmPromos.type, value: utmPromos.value })
        .from(utmPromos)
        .where(and(eq(utmPromos.utmSource, utmSource), eq(utmPromos.utmCampaign, utmCampaign)));
      return row ?? null;
    },

    /** Gives the visitor's earlier, unclaimed events (same fingerprint, advId or prHash) to the player. */
    async linkToUser(userId: number, keys: VisitKeys, runner: Runner = db): Promise<number> {
      const matches: SQL[] = [];
      if (keys.fingerprint) matches.push(eq(attributionEvents.fingerprint, keys.fingerprint));
      if (keys.advId) matches.push(eq(attributionEvents.advId, keys.advId));
      if (keys.prHash) matches.push(eq(attributionEvents.prHash, keys.prHash));
      if (matches.length === 0) return 0;
      const linked = await runner
        .update(attributionEvents)
        .set({ userId })
        .where(and(isNull(attributionEvents.userId), or(...matches)))
        .returning({ id: attributionEvents.id });
      return linked.length;
    },

    list(filter: { kind?: AttributionKind | undefined; userId?: number | undefined; limit: number }) {
      const where: SQL[] = [];
      if (filter.kind) where.push(eq(attributionEvents.kind, filter.kind));
      if (filter.userId) where.push(eq(attributionEvents.userId, filter.userId));
      return db
        .select()
        .from(attributionEvents)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(attributionEvents.id))
        .limit(filter.limit);
    },
  };
}

export type AttributionService = ReturnType<typeof createAttributionService>;
