import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GEO_API } from '../../contract/api/geo';
import { route } from '../lib/route';
import type { GeoGate } from './gate';

const view = (list: { countries: string[]; source: 'database' | 'environment' }) => ({
  data: { countries: list.countries, source: list.source },
});

/** Operator: read and replace the blocked countries at run time (kept in the database). */
export function geoOperatorRoutes(gate: GeoGate): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, GEO_API.operatorBlockedCountries, {}, async () => view(await gate.blockedCountries()));
    route(app, GEO_API.operatorSetBlockedCountries, {}, async (request) =>
      view(await gate.setBlockedCountries(request.body.countries)),
    );
  };
}
