import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { takeAttempt } from '../auth/limits';
import { playerTotp, users } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { newTotp, totpStep } from '../lib/totp';
import type { CounterStore } from '../rate-limits/counter-store';

const RECOVERY_CODES = 10;
/** Wrong second factors for one account before it is locked for the rest of the window. */
const FAILURES = { max: 10, ms: 15 * 60_000 };

const hashCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export const totpRequired = () => new HttpError(401, 'totp_required', 'Enter the code from your authenticator app');
const totpInvalid = () => new HttpError(401, 'totp_invalid', 'The code is not right');

/**
 * TOTP second factor of players (RFC 6238 through otpauth): set up, enabled by a first code, required at sign-in
 * and for withdrawals once enabled, disabled by a code. A code is accepted once (the last used 30-second step is
 * kept) within one step either side; a recovery code is spent when used. Wrong codes count towards a lock.
 */
export function createTwoFactor({
  db,
  counters,
  now = () => new Date(),
}: {
  db: Db;
  counters: CounterStore;
  now?: () => Date;
}) {
  async function rowOf(userId: number) {
    const [row] = await db.select().from(playerTotp).where(eq(playerTotp.userId, userId));
    return row ?? null;
  }

  /** Checks a code (TOTP or recovery) for an account and spends it; false when wrong. */
  async function spend(userId: number, secret: string, code: string): Promise<boolean> {
    const at = now();
    await takeAttempt(counters, `totp_fail:user:${userId}`, FAILURES, at);
    const token = code.trim();
    if (/^\d{6}$/.test(token)) {
      const step = totpStep(secret, token, at);
      if (step === null) return false;
      // Compare-and-set on the last step: the same code cannot sign in twice, even at once.
      const [used] = await db
        .update(playerTotp)
        .set({ lastStep: step, updatedAt: at })
        .where(
          sql`${playerTotp.userId} = ${userId} AND (${playerTotp.lastStep} IS NULL OR ${playerTotp.lastStep} < ${step})`,
        )
        .returning({ userId: playerTotp.userId });
      if (!used) return false;
    } else {
      const hash = hashCode(token);
      const [used] = await db
        .update(playerTotp)
        .set({
          recoveryHashes: sql`${playerTotp.recoveryHashes} - ${hash}::text`,
          updatedAt: at,
        })
        .where(
          sql`${playerTotp.userId} = ${userId} AND ${playerTotp.recoveryHashes} @> jsonb_build_array(${hash}::text)`,
        )
        .returning({ userId: playerTotp.userId });
      if (!used) return false;
    }
    await counters.giveBack(`totp_fail:user:${userId}`);
    return true;
  }

  return {
    async state(userId: number) {
      const row = await rowOf(userId);
      const enabled = row?.enabledAt != null;
      return { enabled, recovery_codes_left: enabled ? (row?.recoveryHashes.length ?? 0) : 0 };
    },

    async setup(userId: number) {
      const row = await rowOf(userId);
      if (row?.enabledAt) throw new HttpError(409, 'totp_enabled', 'Two-factor sign-in is already on');
      const [user] = await db
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      const label = user?.email ?? user?.phone ?? `player ${userId}`;
      const { secret, otpauthUrl } = newTotp(label);
      await db
        .insert(playerTotp)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: playerTotp.userId,
          set: { secret, lastStep: null, recoveryHashes: [], updatedAt: now() },
        });
      return { secret, otpauth_url: otpauthUrl };
    },

    async enable(userId: number, code: string) {
      const row = await rowOf(userId);
      if (!row) throw new HttpError(409, 'totp_not_set_up', 'Set up two-factor sign-in first');
      if (row.enabledAt) throw new HttpError(409, 'totp_enabled', 'Two-factor sign-in is already on');
      if (!/^\d{6}$/.test(code.trim()) || !(await spend(userId, row.secret, code))) throw totpInvalid();
      const recovery = Array.from({ length: RECOVERY_CODES }, () => {
        const raw = randomBytes(5).toString('hex');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      await db
        .update(playerTotp)
        .set({ enabledAt: now(), recoveryHashes: recovery.map(hashCode), updatedAt: now() })
        .where(eq(playerTotp.userId, userId));
      return { enabled: true as const, recovery_codes: recovery };
    },

    async disable(userId: number, code: string) {
      const row = await rowOf(userId);
      if (!row?.enabledAt) return { enabled: false, recovery_codes_left: 0 };
      if (!(await spend(userId, row.secret, code))) throw totpInvalid();
      await db.delete(playerTotp).where(eq(playerTotp.userId, userId));
      return { enabled: false, recovery_codes_left: 0 };
    },

    /**
     * A sign-in or a withdrawal of this account: nothing to check while 2FA is off; on, the request must carry a
     * right code (401 `totp_required` without one, `totp_invalid` with a wrong one), which is spent.
     */
    async require(userId: number, code: string | undefined): Promise<void> {
      const row = await rowOf(userId);
      if (!row?.enabledAt) return;
      if (!code) throw totpRequired();
      if (!(await spend(userId, row.secret, code))) throw totpInvalid();
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
