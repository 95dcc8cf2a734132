import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** What services and repositories take: either the PGlite or the node-postgres drizzle database. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction of a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
