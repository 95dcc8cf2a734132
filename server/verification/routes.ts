import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KYC_DOCUMENT_KINDS, VerificationAnswer } from '../../contract/api/account';
import { errorMessage } from '../../contract/api/errors';
import { VERIFICATION_API } from '../../contract/api/verification';
import { type VERIFICATION_STATUSES, verificationGroup } from '../../contract/verification';
import { requireAuth } from '../auth/authenticate';
import { idempotentRequestIfSent } from '../idempotency/run';
import { ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { recordAudit } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { VerificationService, VerificationState } from './service';

interface VerificationRoutesOptions {
  verification: VerificationService;
  authenticate: preHandlerAsyncHookHandler;
  /** The operator API's authentication (server/operator/authenticate.ts). */
  operatorAuth: onRequestAsyncHookHandler;
  /** Largest upload in bytes. */
  maxBytes: number;
}

const view = (state: VerificationState): VerificationAnswer['data'] => ({
  is_need: state.isNeed,
  status: state.status,
  group: state.status ? verificationGroup(state.status) : null,
  reason: state.reason,
  documents: state.documents.map((doc) => ({
    id: doc.id,
    kind: doc.kind as (typeof KYC_DOCUMENT_KINDS)[number],
    mime: doc.mime,
    uploaded_at: doc.createdAt.toISOString(),
  })),
});

/** The player's side of verification (KYC): the state, and uploads of the two documents. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, opts) => {
  const { verification, authenticate } = opts;

  // Uploads are the raw file with its Content-Type; any type is read here and checked in the service.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: opts.maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  route(app, VERIFICATION_API.state, { preHandler: authenticate }, async (request) => ({
    data: view(await verification.state(requireAuth(request).userId)),
  }));

  route(app, VERIFICATION_API.upload, { preValidation: authenticate, bodyLimit: opts.maxBytes }, async (request) => {
    const userId = requireAuth(request).userId;
    const body = request.body;
    if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) {
      throw new ValidationError({ file: [errorMessage('file_required', 'Attach the file')] });
    }
    // A JSON or form body is not a file: the service refuses its type.
    const data = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    await verification.upload(userId, request.params.kind, request.headers['content-type'] ?? '', data);
    return { data: view(await verification.state(userId)) };
  });

  // The operator's side, behind the operator API's authentication and each endpoint's roles.
  const operatorRoutes: FastifyPluginAsyncZod = async (operator) => {
    operator.addHook('onRequest', opts.operatorAuth);

    route(operator, VERIFICATION_API.operatorList, {}, async (request) => ({
      data: (await verification.list(request.query.status)).map(({ row, documents }) => ({
        user_id: row.userId,
        status: row.status as (typeof VERIFICATION_STATUSES)[number],
        reason: row.reason,
        updated_at: row.updatedAt.toISOString(),
        documents: documents.map((doc) => ({ id: doc.id, kind: doc.kind, mime: doc.mime, size: doc.size })),
      })),
    }));

    route(operator, VERIFICATION_API.operatorDocument, {}, async (request, reply) => {
      const { doc, data } = await verification.document(request.params.id);
      return reply
        .type(doc.mime)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(data);
    });

    route(operator, VERIFICATION_API.operatorRequest, {}, async (request) => {
      const { userId } = request.params;
      await verification.request(userId, (tx) =>
        recordAudit(tx, requireOperator(request), { action: 'verification.request', target: `user:${userId}` }),
      );
      return { success: true as const };
    });

    route(operator, VERIFICATION_API.operatorDecision, {}, async (request) => {
      const { userId, decision } = request.params;
      const keyed = idempotentRequestIfSent(request, 'operator');
      const reason = request.body?.reason;
      const status = await verification.decide(userId, decision, reason, keyed, (tx) =>
        recordAudit(tx, requireOperator(request), {
          action: `verification.${decision}`,
          target: `user:${userId}`,
          after: { reason: reason ?? null },
        }),
      );
      return { success: true as const, data: { status } };
    });
  };
  await app.register(operatorRoutes);
};
