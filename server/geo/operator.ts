import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GEO_API } from '../../contract/api/geo';
import { geoSettings } from '../db/schema';
import { route } from '../lib/route';
import { auditWrite } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import type { GeoGate } from './gate';

const view = (list: { countries: string[]; source: 'database' | 'environment' }) => ({
  data: { countries: list.countries, source: list.source },
});

/** Operator: read and replace the blocked countries at run time (kept in the database). */
export function geoOperatorRoutes(gate: GeoGate): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, GEO_API.operatorBlockedCountries, {}, async () => view(await gate.blockedCountries()));
    route(app, GEO_API.operatorSetBlockedCountries, {}, async (request) => {
      const { countries } = request.body;
      const record = auditWrite(requireOperator(request), {
        action: 'geo.blocked_countries',
        target: 'geo',
        before: async (tx) => (await tx.select().from(geoSettings))[0]?.blockedCountries ?? null,
        after: countries,
      });
      return view(await gate.setBlockedCountries(countries, record));
    });
  };
}
