import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MIRRORS_API,
  MirrorCreateBody,
  MirrorParams,
  MirrorUpdateBody,
  OperatorMirrorsAnswer,
} from '../../contract/api/mirrors';
import type { MirrorService } from './service';

/** Mirrors' operator routes (mounted by server/operator behind the operator token). */
export function mirrorOperatorRoutes(mirrors: MirrorService): FastifyPluginAsyncZod {
  return async (app) => {
    const list = async () => ({ data: { items: await mirrors.operatorList() } });

    app.get(MIRRORS_API.operatorMirrors, { schema: { response: { 200: OperatorMirrorsAnswer } } }, list);

    app.post(
      MIRRORS_API.operatorMirrors,
      { schema: { body: MirrorCreateBody, response: { 200: OperatorMirrorsAnswer } } },
      async (request) => {
        await mirrors.create(request.body);
        return list();
      },
    );

    app.patch(
      MIRRORS_API.operatorMirror,
      { schema: { params: MirrorParams, body: MirrorUpdateBody, response: { 200: OperatorMirrorsAnswer } } },
      async (request) => {
        await mirrors.update(request.params.id, request.body);
        return list();
      },
    );
  };
}
