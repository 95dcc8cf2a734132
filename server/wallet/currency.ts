import { eq } from 'drizzle-orm';
import { type Currency, DEFAULT_CURRENCY, isCurrency } from '../../contract/money';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { unauthorized } from '../lib/http-error';

/** The wallet currency the player chose at registration. */
export async function userCurrency(db: Db, userId: number): Promise<Currency> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
}
