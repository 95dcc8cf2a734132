import { isIP } from 'node:net';

/** An address as a number: IPv4 as 0..2^32-1, IPv6 as a 128-bit bigint. IPv4-mapped IPv6 counts as IPv4. */
export type ParsedIp = { version: 4; value: number } | { version: 6; value: bigint };

export function parseIp(text: string): ParsedIp | null {
  const ip = text.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return parseIp(mapped[1]);
  const kind = isIP(ip);
  if (kind === 4) return { version: 4, value: ipv4ToNumber(ip) };
  if (kind === 6) return { version: 6, value: ipv6ToBigInt(ip) };
  return null;
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** A valid IPv6 text (node:net isIP said so) to its 128-bit value; handles `::` and an IPv4 tail. */
export function ipv6ToBigInt(ip: string): bigint {
  let text = ip;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const n = ipv4ToNumber(v4Tail[1]);
    text = `${text.slice(0, -v4Tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((sum, group) => (sum << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
}
