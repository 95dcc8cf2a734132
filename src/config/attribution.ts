import { DAY } from '../lib/cookies';

/** One affiliate value: the query parameter and cookie it lives under, and the cookie's lifetime. */
interface AffiliateSetting {
  name: string;
  maxAgeSeconds: number;
}

export interface AttributionConfig {
  partner: AffiliateSetting;
  adplace: AffiliateSetting;
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function name(value: string | undefined, fallback: string): string {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : fallback;
}

/**
 * Spec §3: partner and adplace take their names and lifetimes from configuration. Set at build time with
 * VITE_PARTNER_COOKIE / VITE_PARTNER_MAX_AGE_S and VITE_ADPLACE_COOKIE / VITE_ADPLACE_MAX_AGE_S; the defaults are
 * the spec's names and its attribution cookie lifetime (§9: 86400 s).
 */
export function attributionConfig(env: Partial<Record<string, string>> = import.meta.env): AttributionConfig {
  return {
    partner: {
      name: name(env.VITE_PARTNER_COOKIE, 'partner'),
      maxAgeSeconds: seconds(env.VITE_PARTNER_MAX_AGE_S, DAY),
    },
    adplace: {
      name: name(env.VITE_ADPLACE_COOKIE, 'adplace'),
      maxAgeSeconds: seconds(env.VITE_ADPLACE_MAX_AGE_S, DAY),
    },
  };
}
