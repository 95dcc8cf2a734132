import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
const fresh = await PGlite.create();
await migrate(drizzle(fresh), { migrationsFolder: 'server/db/migrations' });
const dump = await fresh.dumpDataDir('none');
for (const name of ['fresh', 'loaded']) {
  const db = name === 'fresh' ? fresh : await PGlite.create({ loadDataDir: dump });
  const tables = (await db.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`)).rows;
  let t = performance.now();
  for (const { t: table } of tables.slice(0, 40)) await db.query(`SELECT * FROM "${table}" LIMIT 1`);
  const first = performance.now() - t;
  t = performance.now();
  for (const { t: table } of tables.slice(0, 40)) await db.query(`SELECT * FROM "${table}" LIMIT 1`);
  console.log(name, tables.length, 'tables; first pass', first.toFixed(0), 'ms; second', (performance.now() - t).toFixed(0), 'ms');
}
