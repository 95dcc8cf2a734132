import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at, both set by the database on insert. */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * A stake paid later keeps its split (contract/bonus/wagering.ts rule 8): the bonus money in it and the bonus grant
 * that funded it (null when it took none).
 */
export const stakeSplit = () => ({
  stakeBonusMinor: bigint('stake_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  bonusGrantId: bigint('bonus_grant_id', { mode: 'number' }),
});
