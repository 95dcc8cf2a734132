import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockedCountriesAnswer, BlockedCountriesBody } from '../../contract/api/geo';
import { API } from '../../contract/api/paths';
import type { GeoGate } from './gate';

const view = (list: { countries: string[]; source: 'database' | 'environment' }) => ({
  data: { countries: list.countries, source: list.source },
});

/** Operator: read and replace the blocked countries at run time (kept in the database). */
export function geoOperatorRoutes(gate: GeoGate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(API.operatorBlockedCountries, { schema: { response: { 200: BlockedCountriesAnswer } } }, async () =>
      view(await gate.blockedCountries()),
    );
    app.put(
      API.operatorBlockedCountries,
      { schema: { body: BlockedCountriesBody, response: { 200: BlockedCountriesAnswer } } },
      async (request) => view(await gate.setBlockedCountries(request.body.countries)),
    );
  };
}
