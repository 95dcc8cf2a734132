import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GEO_API } from '../../contract/api/geo';
import { route } from '../lib/route';
import { clientIp, type GeoGate } from './gate';

/** GET /geo_ip. A blocked visitor never gets here: the gate answers 451 first (spec §7 "451 means blocked"). */
export const geoRoutes: FastifyPluginAsyncZod<{ gate: GeoGate }> = async (app, { gate }) => {
  route(app, GEO_API.geoIp, {}, async (request) => ({
    data: { ip: clientIp(request), country_code: await gate.countryOfRequest(request) },
  }));
};
