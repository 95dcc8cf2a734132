import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config';
import * as schema from './schema';

const MIGRATION_LOCK = 727274001;

type Log = (message: string) => void;

/**
 * A pg Client that drops its connection when a query times out on the client side (query_timeout: a frozen or
 * unreachable server). pg itself keeps such a connection, and may even forget a ROLLBACK queued behind the stuck
 * statement: the next borrower of the connection would then commit the abandoned transaction's writes.
 */
class TimeoutSafeClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes every one through.
  override query(...args: any[]): any {
    const dropIfTimedOut = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') {
        (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (error) dropIfTimedOut(error);
        callback(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        dropIfTimedOut(error);
        throw error;
      });
    }
    return result;
  }
}

/** Connection settings shared by the pool and the migration client. */
function clientConfig(url: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
  };
}

/**
 * The pool. Every connection it opens gets an error listener: a connection that dies while checked out (a
 * transaction in progress when PostgreSQL restarts) would otherwise emit an unhandled 'error' and end the
 * process. Its query fails instead, the pool drops it and opens a new one for the next caller.
 */
export function createPool(url: string, max: number, timeouts: DatabaseTimeouts, log: Log): pg.Pool {
  const pool = new pg.Pool({
    ...clientConfig(url, timeouts),
    max,
    Client: TimeoutSafeClient as unknown as new () => pg.ClientBase,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  const lost = (error: Error) => log(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost); // An idle connection.
  pool.on('connect', (client) => client.on('error', lost)); // A checked-out one.
  return pool;
}

/**
 * Applies pending migrations on a connection of its own (no statement limit: a migration may take long), under an
 * advisory lock so two processes starting together do not both apply the same migration.
 */
export async function migratePostgres(url: string, timeouts: DatabaseTimeouts, migrationsFolder: string, log: Log) {
  const client = new pg.Client(clientConfig(url, timeouts));
  client.on('error', (error) => log(`PostgreSQL connection lost during migrations: ${error.message}`));
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock too, also when the connection is already gone.
    await client.end().catch(() => undefined);
  }
}
