import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { KYC_MIME, type KycDocumentKind } from '../../contract/api/account';
import { errorMessage } from '../../contract/api/errors';
import { DECIDABLE_STATUSES, type VerificationStatus, verificationGroup } from '../../contract/verification';
import { type VerificationDocumentRow, type VerificationRow, verificationDocuments, verifications } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { type IdempotentRequest, runIfKeyed } from '../idempotency/run';
import { HttpError, pgErrorCode, ValidationError } from '../lib/http-error';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The file really is what its Content-Type says (magic bytes). */
function sniffMime(data: Buffer): string | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export interface VerificationState {
  status: VerificationStatus | null;
  isNeed: boolean;
  reason: string | null;
  documents: VerificationDocumentRow[];
}

const asStatus = (status: string) => status as VerificationStatus;

/** Spec §6: a player "needs verification" when asked for it (or started it) and not yet in the success group. */
export function isNeed(row: Pick<VerificationRow, 'status' | 'required'> | undefined): boolean {
  return !!row && row.required && verificationGroup(asStatus(row.status)) !== 'success';
}

/**
 * Identity verification (KYC). Statuses (contract/verification.ts): init (asked for, nothing sent), waiting (one
 * of the two documents sent), pending (both sent, awaiting the operator), verified, failed (rejected: the player
 * sends again). Files live under DATA_DIR/kyc/<user>/, never under the site.
 */
export function createVerificationService(deps: { db: Db; dataDir: string }) {
  const { db } = deps;
  const root = resolve(deps.dataDir, 'kyc');

  async function row(userId: number): Promise<VerificationRow | undefined> {
    const [found] = await db.select().from(verifications).where(eq(verifications.userId, userId)).limit(1);
    return found;
  }

  /** The newest document of each kind sent since the last decision. */
  async function currentDocuments(userId: number, since: Date | null): Promise<VerificationDocumentRow[]> {
    const rows = await db
      .select()
      .from(verificationDocuments)
      .where(
        and(eq(verificationDocuments.userId, userId), since ? gt(verificationDocuments.createdAt, since) : undefined),
      )
      .orderBy(desc(verificationDocuments.id));
    const newest = new Map<string, VerificationDocumentRow>();
    for (const doc of rows) if (!newest.has(doc.kind)) newest.set(doc.kind, doc);
    return [...newest.values()].sort((a, b) => a.id - b.id);
  }

  return {
    row,
    async state(userId: number): Promise<VerificationState> {
      const found = await row(userId);
      return {
        status: found ? asStatus(found.status) : null,
        isNeed: isNeed(found),
        reason: found?.reason ?? null,
        documents: found ? await currentDocuments(userId, found.decidedAt) : [],
      };
    },

    async upload(userId: number, kind: KycDocumentKind, contentType: string, data: Buffer): Promise<void> {
      const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const fileError = (code: string, text: string) => new ValidationError({ file: [errorMessage(code, text)] });
      if (!KYC_MIME[kind].includes(mime) || sniffMime(data) !== mime) {
        throw fileError('file_type', kind === 'identity' ? 'Send a JPEG, PNG or PDF file' : 'Send a JPEG or PNG photo');
      }
      if (data.length < 100) throw fileError('file_too_small', 'The file is empty or damaged');
      const existing = await row(userId);
      if (existing && verificationGroup(asStatus(existing.status)) === 'success') {
        throw new HttpError(409, 'already_verified', 'Your identity is already verified');
      }
      const dir = join(root, String(userId));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomUUID()}.${EXTENSIONS[mime] ?? 'bin'}`;
      await writeFile(join(dir, name), data, { mode: 0o600 });
      await db.transaction(async (tx) => {
        await tx
          .insert(verificationDocuments)
          .values({ userId, kind, path: `${userId}/${name}`, mime, size: data.length });
        await tx.insert(verifications).values({ userId, status: 'waiting', required: true }).onConflictDoNothing();
      });
      const current = await row(userId);
      const docs = await currentDocuments(userId, current?.decidedAt ?? null);
      const both = new Set(docs.map((d) => d.kind)).size === 2;
      await db
        .update(verifications)
        .set({ status: both ? 'pending' : 'waiting', reason: null, required: true, updatedAt: new Date() })
        .where(eq(verifications.userId, userId));
    },

    /** The operator asks a player to verify (is_need becomes true); `record` runs in the same transaction. */
    async request(userId: number, record: (tx: Tx) => Promise<void>): Promise<void> {
      await db
        .transaction(async (tx) => {
          await tx
            .insert(verifications)
            .values({ userId, status: 'init', required: true })
            .onConflictDoUpdate({
              target: verifications.userId,
              set: { required: true, updatedAt: new Date() },
            });
          await record(tx);
        })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === '23503') throw new ValidationError({ userId: ['user_unknown: No such player'] });
          throw error;
        });
    },

    /**
     * With `keyed` (the request's Idempotency-Key), a resent decision answers its first answer. `record` runs in the
     * decision's transaction (the operator's audit entry).
     */
    async decide(
      userId: number,
      decision: 'approve' | 'reject',
      reason: string | undefined,
      keyed: IdempotentRequest | undefined,
      record: (tx: Tx) => Promise<void>,
    ): Promise<VerificationStatus> {
      if (decision === 'reject' && !reason) {
        throw new ValidationError({ reason: [errorMessage('reason_required', 'Say why, so the player can fix it')] });
      }
      const status = decision === 'approve' ? 'verified' : 'failed';
      const at = new Date();
      return runIfKeyed(db, keyed, async (tx) => {
        const rows = await tx
          .update(verifications)
          .set({ status, reason: decision === 'reject' ? (reason ?? null) : null, decidedAt: at, updatedAt: at })
          .where(and(eq(verifications.userId, userId), inArray(verifications.status, [...DECIDABLE_STATUSES])))
          .returning({ userId: verifications.userId });
        if (rows.length === 0) {
          throw new HttpError(409, 'nothing_to_decide', 'This player has no verification awaiting a decision');
        }
        await record(tx);
        return status;
      });
    },

    async list(status: string | undefined) {
      const rows = await db
        .select()
        .from(verifications)
        .where(status ? eq(verifications.status, status) : undefined)
        .orderBy(asc(verifications.updatedAt))
        .limit(200);
      return Promise.all(rows.map(async (r) => ({ row: r, documents: await currentDocuments(r.userId, r.decidedAt) })));
    },

    async document(id: number): Promise<{ doc: VerificationDocumentRow; data: Buffer }> {
      const [doc] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id)).limit(1);
      if (!doc) throw new HttpError(404, 'document_not_found', 'No such document');
      const path = resolve(root, doc.path);
      if (!path.startsWith(`${root}/`)) throw new HttpError(404, 'document_not_found', 'No such document');
      return { doc, data: await readFile(path) };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
