import { z } from 'zod';

/** GET /geo_ip. `country_code` is ISO 3166-1 alpha-2, or null when the address is private or unknown. */
export const GeoAnswer = z.object({
  data: z.object({
    ip: z.string(),
    country_code: z.string().length(2).nullable(),
  }),
});
export type GeoAnswer = z.infer<typeof GeoAnswer>;
