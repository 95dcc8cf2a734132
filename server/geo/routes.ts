import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoAnswer } from '../../contract/api/geo';
import { API } from '../../contract/api/paths';
import { clientIp, type GeoGate } from './gate';

/** GET /geo_ip. A blocked visitor never gets here: the gate answers 451 first (spec §7 "451 means blocked"). */
export const geoRoutes: FastifyPluginAsyncZod<{ gate: GeoGate }> = async (app, { gate }) => {
  app.get(API.geoIp, { schema: { response: { 200: GeoAnswer } } }, async (request) => ({
    data: { ip: clientIp(request), country_code: await gate.countryOfRequest(request) },
  }));
};
