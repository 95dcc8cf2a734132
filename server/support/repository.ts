import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SupportAuthor } from '../../contract/api/support';
import { type SupportMessageRow, supportMessages } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { rowsOf } from '../wallet/ledger';

export const toSupportMessage = (row: SupportMessageRow) => ({
  id: row.id,
  author: row.author,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

/** The last `limit` messages of a player's conversation, oldest first. */
export async function conversation(db: Db, userId: number, limit = 200): Promise<SupportMessageRow[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function addMessage(db: Db | Tx, userId: number, author: SupportAuthor, body: string) {
  const [row] = await db.insert(supportMessages).values({ userId, author, body }).returning();
  if (!row) throw new Error('support message not stored');
  return row;
}

/** Operator messages the player has not seen. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'operator'), isNull(supportMessages.readAt)),
    );
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: number): Promise<void> {
  await db
    .update(supportMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(supportMessages.userId, userId), eq(supportMessages.author, 'operator'), isNull(supportMessages.readAt)),
    );
}

/** Every conversation with its last message and how many player messages wait for an answer, latest first. */
export async function conversations(db: Db, limit = 100) {
  const rows = rowsOf<{
    user_id: number;
    id: number;
    author: SupportAuthor;
    body: string;
    created_at: string | Date;
    waiting: number;
  }>(
    await db.execute(sql`
      select last.user_id, last.id, last.author, last.body, last.created_at,
        (select count(*) from ${supportMessages} p
          where p.user_id = last.user_id and p.author = 'player' and p.id > coalesce(
            (select max(o.id) from ${supportMessages} o where o.user_id = last.user_id and o.author = 'operator'), 0)
        )::int as waiting
      from (select distinct on (user_id) * from ${supportMessages} order by user_id, id desc) last
      order by last.id desc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    waiting: Number(row.waiting),
    last_message: {
      id: Number(row.id),
      author: row.author,
      body: row.body,
      created_at: new Date(row.created_at).toISOString(),
    },
  }));
}
