import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at, both set by the database on insert. */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
