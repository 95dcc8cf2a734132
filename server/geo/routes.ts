import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoAnswer } from '../../contract/api/geo';
import { API } from '../../contract/api/paths';
import { countryOf } from './service';

/** GET /geo_ip. `request.ip` honours X-Forwarded-For only when TRUSTED_PROXY is set (Fastify's trustProxy). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.geoIp, { schema: { response: { 200: GeoAnswer } } }, async (request) => {
    const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
    return { data: { ip, country_code: countryOf(ip) } };
  });
};
