/**
 * npm run operator -- create --email <e-mail> --name <name> --role <support|payments|risk|admin> [--password <p>]
 * Creates a back-office operator in the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the
 * server first, PGlite allows one process) and prints, once, the TOTP secret to add to an authenticator app and the
 * password when one was generated. The first admin is made this way; after that admins add operators in the back
 * office (POST /operator/operators), which the audit log records.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BACKOFFICE_API } from '../contract/api/backoffice';
import { readConfig } from '../server/config';
import { openDb } from '../server/db/open';
import { ValidationError } from '../server/lib/http-error';
import { createOperatorAccounts } from '../server/operator/accounts';
import { createPostgresCounterStore } from '../server/rate-limits/postgres-store';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create') {
    console.error('Usage: npm run operator -- create --email <e-mail> --name <name> --role <role> [--password <p>]');
    return 2;
  }
  const generated = values.password ? null : randomBytes(12).toString('base64url');
  const body = BACKOFFICE_API.createOperator.body.safeParse({ ...values, password: values.password ?? generated });
  if (!body.success) {
    for (const issue of body.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const config = readConfig();
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    timeouts: config.databaseTimeouts,
  });
  try {
    await database.migrate();
    const accounts = createOperatorAccounts({ db: database.db, counters: createPostgresCounterStore(database.db) });
    const created = await accounts.create(body.data, null);
    console.log(`Operator ${created.operator.id} (${created.operator.email}, ${created.operator.role}) created.`);
    if (generated) console.log(`Password: ${generated}`);
    console.log(`TOTP secret: ${created.totp_secret}`);
    console.log(`Authenticator address: ${created.otpauth_url}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ValidationError) console.error(JSON.stringify(error.errors));
    else console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
