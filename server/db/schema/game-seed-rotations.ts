import { bigint, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { gameSeedPairs } from './games';
import { users } from './users';

/**
 * A seed rotation asked with an Idempotency-Key: the client seed it asked for (null: keep the old one) and the
 * pair its answer made active, so the same key again answers that rotation and rotates nothing. The answer is
 * rebuilt from the pairs: the revealed pair is the one before `pair_id` (a player's pairs in id order are the
 * chain of rotations).
 */
export const gameSeedRotations = pgTable(
  'game_seed_rotations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    clientSeed: text('client_seed'),
    pairId: bigint('pair_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeedPairs.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_seed_rotations_key').on(t.userId, t.idempotencyKey)],
);
