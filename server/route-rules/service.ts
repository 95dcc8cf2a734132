import { asc, eq } from 'drizzle-orm';
import { normaliseRulePath } from '../../contract/api/route-rules';
import { routeRules } from '../db/schema';
import type { Db } from '../db/types';
import type { AuditWrite } from '../operator/audit';

/** Spec §7 Platform: server-defined redirects per site path. */
export function createRouteRules(db: Db) {
  return {
    async lookup(path: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(routeRules)
        .where(eq(routeRules.path, normaliseRulePath(path)));
      return row?.redirectTo ?? null;
    },
    list: () => db.select().from(routeRules).orderBy(asc(routeRules.path)),
    async put(path: string, redirectTo: string, record: AuditWrite) {
      const key = normaliseRulePath(path);
      await db.transaction(async (tx) => {
        await record(tx);
        await tx
          .insert(routeRules)
          .values({ path: key, redirectTo })
          .onConflictDoUpdate({ target: routeRules.path, set: { redirectTo, updatedAt: new Date() } });
      });
    },
    async remove(path: string, record: AuditWrite) {
      await db.transaction(async (tx) => {
        await record(tx);
        await tx.delete(routeRules).where(eq(routeRules.path, normaliseRulePath(path)));
      });
    },
  };
}

export type RouteRules = ReturnType<typeof createRouteRules>;
