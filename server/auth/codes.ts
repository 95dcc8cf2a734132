import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { errorMessage } from '../../contract/api/errors';
import { CODE_RESEND_AFTER_S, CODE_TTL_S } from '../../contract/one-time-codes';
import { oneTimeCodes } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { Channel, Messenger } from '../messaging/messenger';
import type { CounterStore } from '../rate-limits/counter-store';
import { ipCodeLimits, LIMITS, limit, prune, takeAttempt } from './limits';

/** Spec of the issue: 6 digits, stored hashed, valid 10 minutes, at most 5 tries, resend no sooner than 60 s. */
const CODE_TTL_MS = CODE_TTL_S * 1000;
const CODE_MAX_TRIES = 5;
const RESEND_AFTER_MS = CODE_RESEND_AFTER_S * 1000;

type CodePurpose = 'login_email' | 'login_phone' | 'verify_email' | 'verify_phone' | 'reset_email' | 'reset_phone';

interface IssueCode {
  purpose: CodePurpose;
  /** Normalised e-mail or E.164 phone. */
  target: string;
  channel: Channel;
  userId: number | null;
  ip: string | null;
  /** The message around the code. */
  compose(code: string): { subject: string; text: string };
}

export interface CodeSent {
  resendIn: number;
  expiresIn: number;
}

interface CheckCode {
  purpose: CodePurpose;
  target: string;
  code: string;
  ip: string | null;
  /** The errors-map field wrong codes are reported under. */
  field?: string;
}

/** The counter of wrong codes sent for one address (all purposes together). */
const codeFailKey = (target: string) => `code_fail:to:${target}`;

export function createCodeService(deps: {
  db: Db;
  counters: CounterStore;
  key: Uint8Array;
  messenger: Messenger;
  sendsPerIpPerHour: number;
  now?: () => Date;
}) {
  const { db, counters, messenger } = deps;
  const perIp = ipCodeLimits(deps.sendsPerIpPerHour);
  const now = deps.now ?? (() => new Date());
  const hmacKey = createHmac('sha256', deps.key).update('one-time-codes').digest();
  const hashOf = (purpose: string, target: string, code: string) =>
    createHmac('sha256', hmacKey).update(`${purpose}\n${target}\n${code}`).digest('hex');

  async function latestOpen(purpose: CodePurpose, target: string) {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.closedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    return row;
  }

  return {
    /**
     * Sends a new code, closing any older one for the same purpose and address. 429 `resend_too_soon` within
     * 60 s of the last one (Retry-After: the seconds left, for the page's resend timer), 429 `rate_limited` past the per-address or per-IP hourly limits.
     */
    async issue(request: IssueCode): Promise<CodeSent> {
      const at = now();
      const last = await latestOpen(request.purpose, request.target);
      if (last && at.getTime() - last.sentAt.getTime() < RESEND_AFTER_MS) {
        const wait = Math.ceil((RESEND_AFTER_MS - (at.getTime() - last.sentAt.getTime())) / 1000);
        throw new HttpError(429, 'resend_too_soon', `Wait ${wait} s before asking for a new code.`, {
          'retry-after': String(wait),
        });
      }
      await limit(counters, `code_send:to:${request.target}`, LIMITS.codeSendsPerTarget, at);
      if (request.ip) await limit(counters, `code_send:ip:${request.ip}`, perIp.sends, at);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ closedAt: at })
          .where(
            and(
              eq(oneTimeCodes.purpose, request.purpose),
              eq(oneTimeCodes.target, request.target),
              isNull(oneTimeCodes.closedAt),
            ),
          );
        const [row] = await tx
          .insert(oneTimeCodes)
          .values({
            purpose: request.purpose,
            target: request.target,
            userId: request.userId,
            channel: request.channel,
            codeHash: hashOf(request.purpose, request.target, code),
            sentAt: at,
            expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          })
          .returning({ id: oneTimeCodes.id });
        return row?.id;
      });
      try {
        await messenger.send({ channel: request.channel, to: request.target, ...request.compose(code) });
      } catch (error) {
        // Not delivered: the code must not count against the resend delay.
        if (id !== undefined) await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
        throw error;
      }
      // Now and then, clear old counters, codes and tickets (no scheduler needed).
      if (Math.random() < 0.01) await prune(db, at);
      return { resendIn: RESEND_AFTER_MS / 1000, expiresIn: CODE_TTL_MS / 1000 };
    },

    /**
     * Checks a code and uses it up. Wrong: 422 `code_invalid` with the tries left; the 5th wrong try closes the
     * code (`code_attempts_exceeded`); expired: `code_expired`; none sent: `code_missing`. Past 15 wrong codes an
     * hour for the address: 423 `account_locked`, counted before the code is compared (`takeAttempt`), so
     * parallel guesses cannot pass the limit; only a wrong code keeps its attempt. Answers the user id the code
     * was sent for.
     */
    async check(request: CheckCode): Promise<{ userId: number | null }> {
      const at = now();
      const field = request.field ?? 'code';
      const fail = (code: string, text: string) => new ValidationError({ [field]: [errorMessage(code, text)] });
      if (request.ip) await limit(counters, `code_check:ip:${request.ip}`, perIp.checks, at);
      const failKey = codeFailKey(request.target);
      await takeAttempt(counters, failKey, LIMITS.codeFailuresPerTarget, at);
      let wrong = false;
      try {
        const row = await latestOpen(request.purpose, request.target);
        if (!row) throw fail('code_missing', 'This code is no longer valid. Ask for a new one.');
        if (row.expiresAt.getTime() <= at.getTime()) {
          await db.update(oneTimeCodes).set({ closedAt: at }).where(eq(oneTimeCodes.id, row.id));
          throw fail('code_expired', 'The code has expired. Ask for a new one.');
        }
        // Count the try on the code first, atomically, so parallel guesses cannot exceed its 5 tries.
        const [counted] = await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(
            and(
              eq(oneTimeCodes.id, row.id),
              isNull(oneTimeCodes.closedAt),
              sql`${oneTimeCodes.attempts} < ${CODE_MAX_TRIES}`,
            ),
          )
          .returning({ attempts: oneTimeCodes.attempts });
        if (!counted) throw fail('code_attempts_exceeded', 'Too many wrong codes. Ask for a new one.');
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hashOf(request.purpose, request.target, request.code), 'hex');
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          const used = await db
            .update(oneTimeCodes)
            .set({ closedAt: at })
            .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.closedAt)))
            .returning({ id: oneTimeCodes.id });
          if (used.length === 0) throw fail('code_missing', 'This code is no longer valid. Ask for a new one.');
          return { userId: row.userId };
        }
        wrong = true;
        const left = CODE_MAX_TRIES - counted.attempts;
        if (left <= 0) {
          await db.update(oneTimeCodes).set({ closedAt: at }).where(eq(oneTimeCodes.id, row.id));
          throw fail('code_attempts_exceeded', 'Too many wrong codes. Ask for a new one.');
        }
        throw fail('code_invalid', `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      } finally {
        if (!wrong) await counters.giveBack(failKey);
      }
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
