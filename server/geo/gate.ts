import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { BILLING_API } from '../../contract/api/billing';
import { GEO_BLOCKED_STATUS } from '../../contract/api/geo';
import { geoSettings } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import type { AuditWrite } from '../operator/audit';
import { countryOf } from './service';

/** How long a process trusts its copy of the blocked list (another process may have changed it). */
const CACHE_MS = 5_000;

/** Routes the 451 never applies to: the operator (who must be able to unblock) and payment providers' webhooks. */
const EXEMPT = (url: string | undefined) =>
  url !== undefined && (url.startsWith('/operator/') || url === BILLING_API.webhook.path);

interface GeoGateOptions {
  db: Db;
  /** BLOCKED_COUNTRIES: applies until the operator sets a list. */
  envCountries: string[];
  localCountry: string | undefined;
  now?: () => number;
}

/** The address a request came from, as Fastify's trustProxy setting resolved it (X-Forwarded-For only when trusted). */
export function clientIp(request: FastifyRequest): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
}

/** Geo-blocking (spec §4): the blocked countries (database, else environment) and the 451 on every API call. */
export function createGeoGate(options: GeoGateOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  type Blocked = { countries: string[]; source: 'database' | 'environment' };
  let cached: { at: number; value: Promise<Blocked> } | null = null;

  /** The current list; concurrent requests share one read, and a failed read is not kept. */
  function blockedCountries(): Promise<Blocked> {
    if (cached && now() - cached.at < CACHE_MS) return cached.value;
    const value = db
      .select()
      .from(geoSettings)
      .where(eq(geoSettings.id, 1))
      .then(
        ([row]): Blocked =>
          row
            ? { countries: row.blockedCountries, source: 'database' }
            : { countries: options.envCountries, source: 'environment' },
      );
    const entry = { at: now(), value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  }

  async function setBlockedCountries(countries: string[], record: AuditWrite) {
    const unique = [...new Set(countries)].sort();
    await db.transaction(async (tx) => {
      await record(tx);
      await tx
        .insert(geoSettings)
        .values({ id: 1, blockedCountries: unique })
        .onConflictDoUpdate({ target: geoSettings.id, set: { blockedCountries: unique, updatedAt: new Date() } });
    });
    cached = null;
    return blockedCountries();
  }

  const countryOfRequest = (request: FastifyRequest) =>
    countryOf(clientIp(request), { localCountry: options.localCountry });

  /** onRequest hook of the API scope: 451 `geo_blocked` in the app's error shape. */
  const hook: onRequestAsyncHookHandler = async (request) => {
    if (EXEMPT(request.routeOptions.url)) return;
    const { countries } = await blockedCountries();
    // Nothing blocked: no lookup (so the database is not even loaded until GET /geo_ip needs it).
    if (countries.length === 0) return;
    const country = await countryOfRequest(request);
    if (country && countries.includes(country)) {
      throw new HttpError(GEO_BLOCKED_STATUS, 'geo_blocked', 'This service is not available in your country.');
    }
  };

  return { blockedCountries, setBlockedCountries, countryOfRequest, hook };
}

export type GeoGate = ReturnType<typeof createGeoGate>;
