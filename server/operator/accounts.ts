import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorView } from '../../contract/api/backoffice';
import type { OperatorRole } from '../../contract/backoffice/roles';
import { takeAttempt } from '../auth/limits';
import { hashPassword, verifyDummy, verifyPassword } from '../auth/passwords';
import { type OperatorRow, operatorSessions, operators } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import { newTotp, totpStep } from '../lib/totp';
import type { CounterStore } from '../rate-limits/counter-store';
import { recordAudit } from './audit';
import { SESSION_TOKEN_PREFIX, sessionHashOf } from './authenticate';
import type { OperatorPrincipal } from './principal';

/** A back-office session lasts a working shift; then the operator signs in again with a fresh code. */
const SESSION_MS = 12 * 3600_000;
/** Wrong sign-ins for one e-mail before it is locked for the rest of the window. */
const FAILURES = { max: 5, ms: 15 * 60_000 };

const view = (row: OperatorRow): OperatorView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
});

const signInFailed = () => new HttpError(401, 'sign_in_failed', 'The e-mail, the password or the code is not right');

/**
 * Back-office accounts: created by an admin (or `npm run operator` for the first one) with TOTP always on, signed
 * in with e-mail, password and a code (each code once), changed and disabled with the change in the audit log.
 */
export function createOperatorAccounts({
  db,
  counters,
  now = () => new Date(),
}: {
  db: Db;
  counters: CounterStore;
  now?: () => Date;
}) {
  /** An enabled admin other than `exceptId` remains: the back office is never locked out of itself. */
  async function anotherAdmin(runner: Db | Tx, exceptId: number): Promise<boolean> {
    const [row] = await runner
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async list(): Promise<OperatorView[]> {
      return (await db.select().from(operators).orderBy(asc(operators.id))).map(view);
    },

    async create(
      input: { email: string; name: string; role: OperatorRole; password: string },
      by: OperatorPrincipal | null,
    ) {
      const passwordHash = await hashPassword(input.password);
      const { secret, otpauthUrl } = newTotp(input.email);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(operators)
          .values({ email: input.email, name: input.name, role: input.role, passwordHash, totpSecret: secret })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new ValidationError({ email: ['email_taken: An operator with this e-mail exists'] });
        if (by)
          await recordAudit(tx, by, {
            action: 'operator.create',
            target: `operator:${created.id}`,
            after: view(created),
          });
        return created;
      });
      return { operator: view(row), totp_secret: secret, otpauth_url: otpauthUrl };
    },

    async update(
      id: number,
      change: { role?: OperatorRole | undefined; disabled?: boolean | undefined },
      by: OperatorPrincipal,
    ) {
      return db.transaction(async (tx) => {
        // The admins first, in one order: two admins demoting each other at once cannot both pass the last-admin check.
        await tx
          .select({ id: operators.id })
          .from(operators)
          .where(eq(operators.role, 'admin'))
          .orderBy(asc(operators.id))
          .for('update');
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) throw new HttpError(404, 'operator_unknown', 'No such operator');
        const losesAdmin =
          before.role === 'admin' &&
          before.disabledAt === null &&
          ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
        if (losesAdmin && !(await anotherAdmin(tx, id))) {
          throw new HttpError(409, 'last_admin', 'Keep at least one enabled admin');
        }
        const disabledAt =
          change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? now()) : null;
        const [after] = await tx
          .update(operators)
          .set({ role: change.role ?? before.role, disabledAt, updatedAt: now() })
          .where(eq(operators.id, id))
          .returning();
        if (!after) throw new HttpError(404, 'operator_unknown', 'No such operator');
        if (after.disabledAt || after.role !== before.role) {
          // A disabled operator or a changed role signs in again: no session keeps the old powers.
          await tx
            .update(operatorSessions)
            .set({ endedAt: now() })
            .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.endedAt)));
        }
        await recordAudit(tx, by, {
          action: 'operator.update',
          target: `operator:${id}`,
          before: view(before),
          after: view(after),
        });
        return view(after);
      });
    },

    async signIn(email: string, password: string, code: string) {
      const at = now();
      const failKey = `operator_fail:${email}`;
      await takeAttempt(counters, failKey, FAILURES, at);
      const [row] = await db.select().from(operators).where(sql`lower(${operators.email}) = ${email}`);
      if (!row) {
        await verifyDummy(password);
        throw signInFailed();
      }
      if (!(await verifyPassword(row.passwordHash, password)) || row.disabledAt) throw signInFailed();
      const step = totpStep(row.totpSecret, code, at);
      if (step === null) throw signInFailed();
      const token = SESSION_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + SESSION_MS);
      const signedIn = await db.transaction(async (tx) => {
        // Compare-and-set on the last step: one code signs in once, even when sent twice at once.
        const [used] = await tx
          .update(operators)
          .set({ totpLastStep: step })
          .where(
            sql`${operators.id} = ${row.id} AND (${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`,
          )
          .returning({ id: operators.id });
        if (!used) return false;
        await tx.insert(operatorSessions).values({ tokenHash: sessionHashOf(token), operatorId: row.id, expiresAt });
        const who = { operatorId: row.id, actor: row.email, role: row.role, sessionHash: null };
        await recordAudit(tx, who, { action: 'session.sign_in', target: `operator:${row.id}` });
        return true;
      });
      if (!signedIn) throw signInFailed();
      await counters.giveBack(failKey);
      return { token, expires_at: expiresAt.toISOString(), operator: view(row) };
    },

    async signOut(who: OperatorPrincipal): Promise<void> {
      if (!who.sessionHash) return;
      const hash = who.sessionHash;
      await db.transaction(async (tx) => {
        await tx
          .update(operatorSessions)
          .set({ endedAt: now() })
          .where(and(eq(operatorSessions.tokenHash, hash), isNull(operatorSessions.endedAt)));
        await recordAudit(tx, who, { action: 'session.sign_out', target: `operator:${who.operatorId}` });
      });
    },

    async viewOf(id: number): Promise<OperatorView | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ? view(row) : null;
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
