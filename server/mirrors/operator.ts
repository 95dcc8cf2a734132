import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIRRORS_API } from '../../contract/api/mirrors';
import { route } from '../lib/route';
import type { MirrorService } from './service';

/** Mirrors' operator routes (mounted by server/operator behind the operator token). */
export function mirrorOperatorRoutes(mirrors: MirrorService): FastifyPluginAsyncZod {
  return async (app) => {
    const list = async () => ({ data: { items: await mirrors.operatorList() } });

    route(app, MIRRORS_API.operatorMirrors, {}, list);

    route(app, MIRRORS_API.operatorCreateMirror, {}, async (request) => {
      await mirrors.create(request.body);
      return list();
    });

    route(app, MIRRORS_API.operatorUpdateMirror, {}, async (request) => {
      await mirrors.update(request.params.id, request.body);
      return list();
    });
  };
}
