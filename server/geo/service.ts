import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseIp } from './ip-address';
import { lookup, parseV4Csv, parseV6Csv, type V4Table, type V6Table } from './ip-database';

type Tables = { v4: V4Table; v6: V6Table };

let tables: Promise<Tables> | null = null;

/** The CC0 database shipped in @ip-location-db/geo-whois-asn-country, read once on first use. */
function loadTables(): Promise<Tables> {
  tables ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country/package.json'));
    const [v4, v6] = await Promise.all([
      readFile(join(dir, 'geo-whois-asn-country-ipv4-num.csv'), 'utf8'),
      readFile(join(dir, 'geo-whois-asn-country-ipv6-num.csv'), 'utf8'),
    ]);
    return { v4: parseV4Csv(v4), v6: parseV6Csv(v6) };
  })();
  tables.catch(() => {
    tables = null;
  });
  return tables;
}

interface CountryOptions {
  /** Development and tests only: the country loopback and private addresses get (GEO_LOCAL_COUNTRY). */
  localCountry?: string | undefined;
}

/** ISO 3166-1 alpha-2 country of an address, or null (private and unknown addresses). */
export async function countryOf(ip: string, options: CountryOptions = {}): Promise<string | null> {
  const parsed = parseIp(ip);
  if (!parsed) return null;
  if (isPrivateAddress(ip)) return options.localCountry ?? null;
  return lookup(await loadTables(), parsed);
}

/** Loopback, private, link-local and unique-local addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const parsed = parseIp(v4);
  if (parsed?.version === 4) {
    const a = parsed.value >>> 24;
    const b = (parsed.value >>> 16) & 0xff;
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
