import { and, eq } from 'drizzle-orm';
import type { UserRow, WalletRow } from '../db/schema';
import { users, wallets } from '../db/schema';
import type { Db } from '../db/types';

/** The user with the wallet of their own currency (one round trip). */
export async function findUserWithWallet(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; wallet: WalletRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, wallet: wallets })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.currency, users.currency)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
