import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotentRequests } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';

/** Stored answers are kept this long; a client retries within minutes, an operator within days. */
const KEEP_DAYS = 30;

export interface IdempotentRequest {
  /** Whose key: `operator`, `user:42`. */
  scope: string;
  key: string;
  /** What was asked (fingerprintOf): the same key with another request is a 409. */
  fingerprint: string;
}

/** A hash of the route, its parameters and its body: what makes two requests "the same". */
function fingerprintOf(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, request.params ?? null, request.body ?? null];
  let text: string;
  try {
    text = JSON.stringify(what);
  } catch {
    // A body nested deeper than the serialiser's stack (a route that takes no body parses it all the same).
    throw new ValidationError({ body: ['body_invalid: The request body cannot be read'] });
  }
  return createHash('sha256').update(text).digest('hex');
}

/** The key, scope and fingerprint of a request that carries an `Idempotency-Key` header (validated by its schema). */
export function idempotentRequestOf(request: FastifyRequest, scope: string): IdempotentRequest {
  return { scope, key: String(request.headers['idempotency-key']), fingerprint: fingerprintOf(request) };
}

/** As idempotentRequestOf, or undefined when the request carries no key (routes where the key is optional). */
export function idempotentRequestIfSent(request: FastifyRequest, scope: string): IdempotentRequest | undefined {
  return request.headers['idempotency-key'] ? idempotentRequestOf(request, scope) : undefined;
}

/** runIdempotent when there is a key; otherwise `work` runs in a transaction of its own. */
export function runIfKeyed<T>(
  db: Db,
  request: IdempotentRequest | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return request ? runIdempotent(db, request, work) : db.transaction(work);
}

/**
 * Runs `work` once per key. The key's row is inserted first, in the same transaction as the work and its stored
 * answer: either the write and its answer commit together, or neither does (a failed or interrupted request leaves
 * nothing, and its resend runs anew). A duplicate arriving meanwhile waits on that row (PostgreSQL holds the
 * conflicting insert until the first transaction ends), then answers what the first one stored. `work` returns
 * the JSON answer.
 */
export async function runIdempotent<T>(db: Db, request: IdempotentRequest, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotentRequests)
      .values({ scope: request.scope, key: request.key, fingerprint: request.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed) return replay<T>(tx, request);
    const answer = await work(tx);
    await tx
      .update(idempotentRequests)
      .set({ response: answer as unknown })
      .where(and(eq(idempotentRequests.scope, request.scope), eq(idempotentRequests.key, request.key)));
    // Now and then, forget old answers (no scheduler needed).
    if (Math.random() < 0.01) {
      await tx
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
    }
    return answer;
  });
}

async function replay<T>(tx: Tx, request: IdempotentRequest): Promise<T> {
  const [stored] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, request.scope), eq(idempotentRequests.key, request.key)));
  if (!stored || stored.fingerprint !== request.fingerprint) {
    throw new HttpError(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different request');
  }
  return stored.response as T;
}
