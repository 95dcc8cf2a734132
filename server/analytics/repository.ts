import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnalyticsEvent } from '../../contract/api/analytics';
import { type AnalyticsEventRow, analyticsEvents } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Stores a batch; an id already stored (a retried batch) is skipped. Answers how many rows are new. An event
 * keeps its player only when the request's token is that player's: a guest's event sent after the login stays a
 * guest's, and nobody can file events under someone else.
 */
export async function storeEvents(db: Db, events: AnalyticsEvent[], tokenUserId: number | null): Promise<number> {
  const rows = await db
    .insert(analyticsEvents)
    .values(
      events.map((event) => ({
        id: event.id,
        name: event.name,
        sessionId: event.session_id,
        anonymousId: event.anonymous_id,
        userId: tokenUserId !== null && event.user_id === tokenUserId ? tokenUserId : null,
        properties: event.properties,
        clientTime: event.client_time,
      })),
    )
    .onConflictDoNothing({ target: analyticsEvents.id })
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

interface EventFilter {
  name?: string | undefined;
  anonymousId?: string | undefined;
  userId?: number | undefined;
  limit: number;
}

export async function listEvents(db: Db, filter: EventFilter): Promise<AnalyticsEventRow[]> {
  const where: SQL[] = [];
  if (filter.name) where.push(eq(analyticsEvents.name, filter.name));
  if (filter.anonymousId) where.push(eq(analyticsEvents.anonymousId, filter.anonymousId));
  if (filter.userId) where.push(eq(analyticsEvents.userId, filter.userId));
  return db
    .select()
    .from(analyticsEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(analyticsEvents.serverTime))
    .limit(filter.limit);
}
