import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as a cursor carries it: text to the microsecond, UTC ("2026-11-24T10:00:00.123456Z"). A JS Date
 * keeps milliseconds only, so a row's place in a (time, id) order is given back in this form.
 */
export const exactTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
