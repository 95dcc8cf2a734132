import type { ParsedIp } from './ip-address';

/**
 * Country ranges of one address family, sorted by start (the `*-num.csv` files of @ip-location-db are:
 * `start,end,CC` with decimal numbers). Countries are packed in 16 bits (two ASCII letters).
 * IPv6 keeps each bound as two 64-bit halves, so a lookup compares (high, low) pairs.
 */
export interface V4Table {
  starts: Uint32Array;
  ends: Uint32Array;
  countries: Uint16Array;
}
export interface V6Table {
  startHi: BigUint64Array;
  startLo: BigUint64Array;
  endHi: BigUint64Array;
  endLo: BigUint64Array;
  countries: Uint16Array;
}

const MASK64 = (1n << 64n) - 1n;
const pack = (cc: string) => (cc.charCodeAt(0) << 8) | cc.charCodeAt(1);
const unpack = (code: number) => String.fromCharCode(code >> 8, code & 0xff);

function rows(csv: string): string[] {
  return csv.split('\n').filter((line) => line.length > 4);
}

function field(line: string): [string, string, string] {
  const first = line.indexOf(',');
  const second = line.indexOf(',', first + 1);
  return [line.slice(0, first), line.slice(first + 1, second), line.slice(second + 1).trim()];
}

export function parseV4Csv(csv: string): V4Table {
  const lines = rows(csv);
  const table: V4Table = {
    starts: new Uint32Array(lines.length),
    ends: new Uint32Array(lines.length),
    countries: new Uint16Array(lines.length),
  };
  lines.forEach((line, i) => {
    const [start, end, cc] = field(line);
    table.starts[i] = Number(start);
    table.ends[i] = Number(end);
    table.countries[i] = pack(cc);
  });
  return table;
}

export function parseV6Csv(csv: string): V6Table {
  const lines = rows(csv);
  const n = lines.length;
  const table: V6Table = {
    startHi: new BigUint64Array(n),
    startLo: new BigUint64Array(n),
    endHi: new BigUint64Array(n),
    endLo: new BigUint64Array(n),
    countries: new Uint16Array(n),
  };
  lines.forEach((line, i) => {
    const [startText, endText, cc] = field(line);
    const start = BigInt(startText);
    const end = BigInt(endText);
    table.startHi[i] = start >> 64n;
    table.startLo[i] = start & MASK64;
    table.endHi[i] = end >> 64n;
    table.endLo[i] = end & MASK64;
    table.countries[i] = pack(cc);
  });
  return table;
}

/** The last index whose start is <= the address (binary search), or -1. */
function lastStartAtOrBelow(length: number, startIsAbove: (index: number) => boolean): number {
  let low = 0;
  let high = length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (startIsAbove(mid)) high = mid - 1;
    else {
      found = mid;
      low = mid + 1;
    }
  }
  return found;
}

export function lookupV4(table: V4Table, ip: number): string | null {
  const i = lastStartAtOrBelow(table.starts.length, (index) => (table.starts[index] ?? 0) > ip);
  if (i < 0 || ip > (table.ends[i] ?? 0)) return null;
  return unpack(table.countries[i] ?? 0);
}

export function lookupV6(table: V6Table, ip: bigint): string | null {
  const hi = ip >> 64n;
  const lo = ip & MASK64;
  const above = (aHi: bigint, aLo: bigint) => aHi > hi || (aHi === hi && aLo > lo);
  const i = lastStartAtOrBelow(table.startHi.length, (index) =>
    above(table.startHi[index] ?? 0n, table.startLo[index] ?? 0n),
  );
  const endBelow = (eHi: bigint, eLo: bigint) => eHi < hi || (eHi === hi && eLo < lo);
  if (i < 0 || endBelow(table.endHi[i] ?? 0n, table.endLo[i] ?? 0n)) return null;
  return unpack(table.countries[i] ?? 0);
}

export function lookup(tables: { v4: V4Table; v6: V6Table }, ip: ParsedIp): string | null {
  return ip.version === 4 ? lookupV4(tables.v4, ip.value) : lookupV6(tables.v6, ip.value);
}
