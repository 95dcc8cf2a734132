import { isIP } from 'node:net';

/**
 * Country of an address. For now: null for every address (loopback and private ones can never have one).
 * A real IP-to-country database (geoip-lite or an @ip-location-db package; DB-IP needs a credit on the site)
 * comes in a later issue, together with the 451 geo-blocking.
 */
export function countryOf(ip: string): string | null {
  if (!isIP(ip) || isPrivateAddress(ip)) return null;
  return null;
}

/** Loopback, private, link-local and unique-local addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
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
