import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { mirrors as mirrorsTable } from '../db/schema';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { MirrorService } from './service';

/** Mirrors' operator routes (mounted by server/operator behind its authentication; each change audited). */
export function mirrorOperatorRoutes(mirrors: MirrorService): FastifyPluginAsyncZod {
  return async (app) => {
    const list = async () => ({ data: { items: await mirrors.operatorList() } });

    route(app, MIRRORS_API.operatorMirrors, {}, list);

    route(app, MIRRORS_API.operatorCreateMirror, {}, async (request) => {
      const record = auditWrite(requireOperator(request), {
        action: 'mirror.create',
        target: `mirror:${request.body.domain}`,
        after: request.body,
      });
      await mirrors.create(request.body, record);
      return list();
    });

    route(app, MIRRORS_API.operatorUpdateMirror, {}, async (request) => {
      const { id } = request.params;
      const record = auditWrite(requireOperator(request), {
        action: 'mirror.update',
        target: `mirror:${id}`,
        before: async (tx) =>
          (
            await tx
              .select({ state: mirrorsTable.state, sort: mirrorsTable.sort })
              .from(mirrorsTable)
              .where(eq(mirrorsTable.id, id))
          )[0] ?? null,
        after: request.body,
      });
      await mirrors.update(id, request.body, record);
      return list();
    });
  };
}
