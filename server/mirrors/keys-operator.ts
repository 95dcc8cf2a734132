import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIRROR_KEYS_API } from '../../contract/api/mirror-keys';
import { mirrorSigningKeys } from '../db/schema';
import { route } from '../lib/route';
import { auditWrite, recordAudit } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { MirrorKeyring } from './keyring';

/** The mirror list's key rotation (admin; mounted behind the operator authentication, each step audited). */
export function mirrorKeyOperatorRoutes(keyring: MirrorKeyring): FastifyPluginAsyncZod {
  return async (app) => {
    const list = async () => ({ data: await keyring.list() });
    /** The step's audit entry: the key as it was, and what it became. */
    const audit = (request: FastifyRequest, action: string, id: number, after: unknown) =>
      auditWrite(requireOperator(request), {
        action,
        target: `mirror_key:${id}`,
        before: async (tx) =>
          (
            await tx
              .select({ state: mirrorSigningKeys.state, public_key: mirrorSigningKeys.publicKey })
              .from(mirrorSigningKeys)
              .where(eq(mirrorSigningKeys.id, id))
          )[0] ?? null,
        after,
      });

    route(app, MIRROR_KEYS_API.operatorKeys, {}, list);

    route(app, MIRROR_KEYS_API.operatorGenerateKey, {}, async (request) => {
      const who = requireOperator(request);
      await keyring.generate((tx, created) =>
        recordAudit(tx, who, {
          action: 'mirror_key.generate',
          target: `mirror_key:${created.id}`,
          after: { state: 'next', public_key: created.publicKey },
        }),
      );
      return list();
    });

    route(app, MIRROR_KEYS_API.operatorPromoteKey, {}, async (request) => {
      const { id } = request.params;
      await keyring.promote(id, audit(request, 'mirror_key.promote', id, { state: 'current' }));
      return list();
    });

    route(app, MIRROR_KEYS_API.operatorRetireKey, {}, async (request) => {
      const { id } = request.params;
      await keyring.retire(id, audit(request, 'mirror_key.retire', id, { state: 'retired' }));
      return list();
    });
  };
}
