import { eq, sql } from 'drizzle-orm';
import type { AccountBalancesMinor } from '../../contract/api/wallet';
import type { UserRow } from '../db/schema';
import { accounts, users } from '../db/schema';
import type { Db } from '../db/types';

const sumOf = (kind: string) =>
  sql<string>`coalesce(sum(${accounts.balanceMinor}) FILTER (WHERE ${accounts.kind} = ${kind}), 0)::text`;

/** The user with the balances of their wallet accounts in their own currency (one round trip). */
export async function findUserWithBalances(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; balances: AccountBalancesMinor } | undefined> {
  const [row] = await db
    .select({ user: users, cash: sumOf('cash'), bonus: sumOf('bonus'), bonusPending: sumOf('bonus_pending') })
    .from(users)
    .leftJoin(accounts, sql`${accounts.userId} = ${users.id} AND ${accounts.currency} = ${users.currency}`)
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!row) return undefined;
  return {
    user: row.user,
    balances: { cash: BigInt(row.cash), bonus: BigInt(row.bonus), bonusPending: BigInt(row.bonusPending) },
  };
}
