import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ELECTION_EVERY_MS = 500;

export interface Leader {
  /** This process drives the rounds now. */
  leading(): boolean;
  stop(): Promise<void>;
}

/**
 * Runs a game's rounds (`advance`: one step at `now`, answering the ms until the next) in whichever process leads. On PostgreSQL the leader is the holder of an advisory lock taken
 * on a connection of its own: the lock lives as long as that session, so a leader that dies (SIGKILL included)
 * frees it at once and the next process to ask (every 500 ms) takes over, continuing the round from the database.
 * Losing the connection ends the leadership at once. On PGlite (one process) this process leads, with the same loop.
 */
export function startLeader(options: {
  /** The game's name in the log. */
  name: string;
  /** The game's advisory lock (any number unique in the database). */
  lock: number;
  rounds: { advance(now: number): Promise<number> };
  databaseUrl: string | undefined;
  clock?: () => number;
  log: (message: string) => void;
}): Leader {
  const { name, lock, rounds, databaseUrl, log } = options;
  const clock = options.clock ?? Date.now;
  let stopped = false;
  let leading = false;
  let client: pg.Client | null = null;

  const dropClient = () => {
    leading = false;
    const old = client;
    client = null;
    void old?.end().catch(() => undefined);
  };

  async function elect(): Promise<boolean> {
    if (!databaseUrl) return true;
    if (!client) {
      const fresh = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
      fresh.on('error', (error) => {
        if (client === fresh) {
          if (leading) log(`${name}: lost the leader's connection (${error.message}): no longer leading`);
          dropClient();
        }
      });
      fresh.on('end', () => {
        if (client === fresh) dropClient();
      });
      client = fresh;
      await fresh.connect();
    }
    const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lock]);
    return result.rows[0]?.locked === true;
  }

  async function run(): Promise<void> {
    while (!stopped) {
      if (!leading) {
        try {
          leading = await elect();
          if (leading) log(`${name}: leading the rounds`);
        } catch (error) {
          log(`${name}: leader election failed: ${error instanceof Error ? error.message : String(error)}`);
          dropClient();
        }
        if (!leading) {
          await sleep(ELECTION_EVERY_MS);
          continue;
        }
      }
      let wait = 100;
      try {
        wait = await rounds.advance(clock());
      } catch (error) {
        log(`${name}: round step failed: ${error instanceof Error ? error.message : String(error)}`);
        wait = 500;
      }
      if (wait > 0) await sleep(wait);
    }
  }

  const loop = run();
  return {
    leading: () => leading,
    async stop() {
      stopped = true;
      await loop;
      dropClient();
    },
  };
}
