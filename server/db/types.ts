import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What services and repositories take: either the PGlite or the node-postgres drizzle database. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
