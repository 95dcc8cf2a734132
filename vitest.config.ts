import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; Node 20 lacks it.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the server files spend much of theirs waiting on a database.
    maxWorkers: 2,
    projects: [
      {
        plugins: [linguiMacro()],
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'workers/**/*.test.ts',
            'worker-shared/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          environment: 'node',
          // Property tests (fast-check) hash many rounds; with the workers sharing two cores, 5 s was too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // A worker runs its files on the modules it has loaded: every file starts its own app and database, and
          // loading the whole server again for each of them took half of the project's time.
          isolate: false,
          globalSetup: ['server/test/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // A worker runs its files on the modules it has loaded: every file starts its own app and database, and
          // loading the whole server again for each of them took half of the project's time.
          isolate: false,
          globalSetup: ['server/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // npm run test:fuzz: property-based requests to every route (server/fuzz), on PGlite and PostgreSQL 15.
      {
        test: {
          name: 'fuzz',
          include: ['server/**/*.fuzz.ts'],
          environment: 'node',
          globalSetup: ['server/test/pglite-global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'fuzz-pg',
          include: ['server/**/*.fuzz.ts'],
          environment: 'node',
          globalSetup: ['server/test/pg-global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
