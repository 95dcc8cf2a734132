import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/types';

const NAME = 'payment_webhook_secret';

/** PAYMENT_WEBHOOK_SECRET, or one generated at first start and kept in server_secrets. */
export async function loadWebhookSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('The webhook secret could not be stored');
  return row.value;
}
