import { describe, expect, it } from 'vitest';
import { ipv6ToBigInt, parseIp } from './ip-address';
import { lookupV4, lookupV6, parseV4Csv, parseV6Csv } from './ip-database';
import { countryOf, isPrivateAddress } from './service';

const v4 = parseV4Csv('16777216,16777471,AU\n16777472,16778239,CN\n16779264,16781311,CN\n');
const v6 = parseV6Csv(
  [
    `${ipv6ToBigInt('2001:200::')},${ipv6ToBigInt('2001:200:ffff:ffff:ffff:ffff:ffff:ffff')},JP`,
    `${ipv6ToBigInt('2a02:6b8::')},${ipv6ToBigInt('2a02:6b8:0:ffff::ffff')},RU`,
  ].join('\n'),
);

describe('IPv4 ranges', () => {
  it('finds the range an address falls in, including both bounds', () => {
    expect(lookupV4(v4, 16777216)).toBe('AU');
    expect(lookupV4(v4, 16777471)).toBe('AU');
    expect(lookupV4(v4, 16777472)).toBe('CN');
    expect(lookupV4(v4, 16781311)).toBe('CN');
  });
  it('answers null below the first range, in a gap and above the last', () => {
    expect(lookupV4(v4, 16777215)).toBeNull();
    expect(lookupV4(v4, 16778240)).toBeNull();
    expect(lookupV4(v4, 16781312)).toBeNull();
  });
});

describe('IPv6 ranges', () => {
  it('compares both 64-bit halves', () => {
    expect(lookupV6(v6, ipv6ToBigInt('2001:200::1'))).toBe('JP');
    expect(lookupV6(v6, ipv6ToBigInt('2a02:6b8::1'))).toBe('RU');
    expect(lookupV6(v6, ipv6ToBigInt('2a02:6b8:0:ffff::ffff'))).toBe('RU');
    expect(lookupV6(v6, ipv6ToBigInt('2a02:6b8:0:ffff::1:0'))).toBeNull();
    expect(lookupV6(v6, ipv6ToBigInt('2001:1ff:ffff::'))).toBeNull();
  });
});

describe('address parsing', () => {
  it('reads IPv4, IPv6 with :: and an IPv4 tail, and IPv4-mapped IPv6 as IPv4', () => {
    expect(parseIp('1.0.0.1')).toEqual({ version: 4, value: 16777217 });
    expect(parseIp('::ffff:1.0.0.1')).toEqual({ version: 4, value: 16777217 });
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n });
    expect(ipv6ToBigInt('64:ff9b::1.0.0.1')).toBe((0x64n << 112n) | (0xff9bn << 96n) | 16777217n);
    expect(parseIp('not an ip')).toBeNull();
  });
  it('knows private and loopback addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '::1', 'fd00::1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(ip)).toBe(true);
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });
});

describe('the shipped database', () => {
  it('places well-known addresses', async () => {
    expect(await countryOf('77.88.8.8')).toBe('RU');
    expect(await countryOf('2.72.0.1')).toBe('KZ');
    expect(await countryOf('8.8.8.8')).toBe('US');
    expect(await countryOf('2a02:6b8::feed:ff')).toBe('RU');
    expect(await countryOf('127.0.0.1')).toBeNull();
    expect(await countryOf('127.0.0.1', { localCountry: 'KZ' })).toBe('KZ');
  });
});
