import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { DatabaseLockedError } from './db/lock';
import { openDb } from './db/open';
import { waitForDatabase } from './db/wait';
import { watchStalls } from './lib/stall-watch';

async function main(): Promise<void> {
  const config = readConfig();
  const log = (message: string) => console.error(`${new Date().toISOString()} ${message}`);
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    log,
  });
  let closing = false;
  try {
    // A server started before its database (or during a restart of it) waits instead of exiting.
    await waitForDatabase('migrations', () => database.migrate(), { log });
    const app = await waitForDatabase(
      'startup',
      () =>
        buildApp({
          db: database.db,
          config,
          // PGlite runs one query at a time: bound its queue (PostgreSQL has a pool and its own limits).
          maxInFlight: database.kind === 'pglite' ? 256 : 0,
          runCrashRounds: config.crash.rounds,
          runRoomsRounds: config.rooms.rounds,
          runLiveRounds: config.live.rounds,
        }),
      { log },
    );
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      try {
        await app.close();
      } finally {
        await database.close();
      }
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ host: config.host, port: config.port });
    watchStalls((fields, message) => app.log.warn(fields, message));
    const port = config.port;
    app.log.info(
      `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`}`,
    );
    app.log.info(`Site: http://localhost:${port}  API: http://api.localhost:${port}`);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
