import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The game providers the casino is plugged into, each with its launch and its wallet calls: only their games are
 * listed to players (a catalogue row of any other provider, a feed's entry for one not plugged in, is never shown
 * and never launches). `lucky-studio` is our own studio, run by this server (server/slots/studio).
 */
export const PROVIDERS = {
  'lucky-studio': { name: 'Lucky Mirror Studio' },
} as const;
export type ProviderId = keyof typeof PROVIDERS;
export const STUDIO_PROVIDER: ProviderId = 'lucky-studio';

export const isProvider = (id: string): id is ProviderId => Object.hasOwn(PROVIDERS, id);

/** The provider's signing secret: generated at first start and kept in server_secrets (the provider gets a copy). */
export async function providerSecret(db: Db, provider: ProviderId): Promise<string> {
  const name = `slots_provider_secret:${provider}`;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The secret of ${provider} could not be stored`);
  return row.value;
}

/** The signature of a raw body: lower-case hex HMAC-SHA256 under the secret. */
export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the body's, compared in constant time. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, body), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
