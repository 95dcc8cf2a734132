import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { SettingsBody, User } from '../../contract/api/profile';
import { REGISTER_METHODS } from '../../contract/api/profile';
import { type AccountBalancesMinor, userBalances } from '../../contract/api/wallet';
import { isLocale } from '../../contract/locales';
import { DEFAULT_CURRENCY, isCurrency } from '../../contract/money';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../../contract/verification';
import { updateUser } from '../auth/repository';
import { sessions, type UserRow, verifications, vipRequests } from '../db/schema';
import type { Db } from '../db/types';
import { unauthorized } from '../lib/http-error';
import { isNeed } from '../verification/service';
import { findUserWithBalances } from './repository';

type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** Maps the stored rows to the User of spec §3 (money as decimal strings from the wallet's accounts). */
function toUser(user: UserRow, balances: AccountBalancesMinor): User {
  const currency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY;
  const registerMethod = (REGISTER_METHODS as readonly string[]).includes(user.registerMethod)
    ? (user.registerMethod as RegisterMethod)
    : 'email';
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    ...userBalances(balances, currency),
    currency,
    locale: isLocale(user.locale) ? user.locale : 'ru',
    timezone: user.timezone,
    register_method: registerMethod,
    registered_at: user.createdAt.toISOString(),
    is_phone_verified: user.isPhoneVerified,
    is_email_verified: user.isEmailVerified,
    is_password_exists: user.passwordHash !== null,
    is_avatar_hidden: user.isAvatarHidden,
    is_statistics_hidden: user.isStatisticsHidden,
    image: { small: null },
    premium: { status: false },
    verification: { is_need: false, data: { status: null } },
  };
}

/** When the session before `sessionId` began (the player's previous sign-in), or null on a first one. */
async function previousLoginAt(db: Db, userId: number, sessionId: string): Promise<string | null> {
  const current = db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, current), ne(sessions.id, sessionId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.createdAt.toISOString() ?? null;
}

export async function getProfile(db: Db, userId: number, sessionId: string): Promise<User> {
  const [row, kyc, vip, previous] = await Promise.all([
    findUserWithBalances(db, userId),
    db.select().from(verifications).where(eq(verifications.userId, userId)).limit(1),
    db.select({ status: vipRequests.status }).from(vipRequests).where(eq(vipRequests.userId, userId)),
    previousLoginAt(db, userId, sessionId),
  ]);
  // A valid token for a deleted user: treat as signed out.
  if (!row) throw unauthorized();
  const user = { ...toUser(row.user, row.balances), previous_login_at: previous };
  // Premium is the VIP club's join request accepted by the operator (server/vip).
  user.premium = { status: vip[0]?.status === 'accepted' };
  const state = kyc[0];
  if (state) {
    user.verification = {
      is_need: isNeed(state),
      data: {
        status: (VERIFICATION_STATUSES as readonly string[]).includes(state.status)
          ? (state.status as VerificationStatus)
          : null,
      },
    };
  }
  return user;
}

/** Applies the one setting of PUT /profile/settings and answers the updated user. */
export async function updateSettings(
  db: Db,
  userId: number,
  sessionId: string,
  body: z.output<typeof SettingsBody>,
): Promise<User> {
  const set: Partial<UserRow> = {};
  if (body.locale !== undefined) set.locale = body.locale;
  if (body.timezone !== undefined) set.timezone = body.timezone;
  if (body.is_avatar_hidden !== undefined) set.isAvatarHidden = body.is_avatar_hidden;
  if (body.is_statistics_hidden !== undefined) set.isStatisticsHidden = body.is_statistics_hidden;
  if (!(await updateUser(db, userId, set))) throw unauthorized();
  return getProfile(db, userId, sessionId);
}
