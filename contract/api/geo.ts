import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/** GET /geo_ip. `country_code` is ISO 3166-1 alpha-2, or null when the address is private or unknown. */
export const GeoAnswer = z.object({
  data: z.object({
    ip: text(),
    country_code: text().length(2).nullable(),
  }),
});
export type GeoAnswer = z.infer<typeof GeoAnswer>;

/** 451 `geo_blocked`: every API call from a blocked country (spec §4, §8). */
export const GEO_BLOCKED_STATUS = 451;

const CountryCode = text()
  .transform((value) => value.trim().toUpperCase())
  .pipe(text().regex(/^[A-Z]{2}$/, 'country_invalid: A two-letter ISO 3166-1 country code'));

/** PUT /operator/geo/blocked-countries: the whole list (an empty list unblocks everyone). */
export const BlockedCountriesBody = z.object({ countries: z.array(CountryCode).max(250) });

/** GET and PUT /operator/geo/blocked-countries. `source`: the operator's list, or BLOCKED_COUNTRIES until one is set. */
export const BlockedCountriesAnswer = z.object({
  data: z.object({ countries: z.array(text()), source: z.enum(['database', 'environment']) }),
});
export type BlockedCountriesAnswer = z.infer<typeof BlockedCountriesAnswer>;

/** Geo's endpoints: the visitor's country, and the operator's blocked list. */
export const GEO_API = {
  geoIp: endpoint({ method: 'GET', path: '/geo_ip', answer: GeoAnswer }),
  operatorBlockedCountries: endpoint({
    method: 'GET',
    path: '/operator/geo/blocked-countries',
    operatorRoles: ['risk'],
    answer: BlockedCountriesAnswer,
  }),
  operatorSetBlockedCountries: endpoint({
    method: 'PUT',
    path: '/operator/geo/blocked-countries',
    operatorRoles: ['risk'],
    body: BlockedCountriesBody,
    answer: BlockedCountriesAnswer,
    resend: 'natural',
  }),
};
