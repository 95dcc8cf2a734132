import { describe, expect, it } from 'vitest';
import { portsFromEnv, serviceBase } from './base-address';

const site = { protocol: 'https:', hostname: 'mirror-7.example', port: '' };

describe('base address (spec §7)', () => {
  it('uses the api subdomain of the current host outside development', () => {
    expect(serviceBase('api', site, { dev: false })).toBe('https://api.mirror-7.example');
    expect(serviceBase('api', { protocol: 'http:', hostname: 'localhost', port: '8080' }, { dev: false })).toBe(
      'http://api.localhost:8080',
    );
  });

  it('ignores the configured address outside development', () => {
    expect(serviceBase('api', site, { dev: false, devBase: 'http://elsewhere:1' })).toBe(
      'https://api.mirror-7.example',
    );
  });

  it('uses the configured address in development', () => {
    expect(serviceBase('api', site, { dev: true, devBase: 'http://api.localhost:8080' })).toBe(
      'http://api.localhost:8080',
    );
  });

  it('applies a service port where one is configured', () => {
    const config = { dev: false, ports: { crash: 9001 } };
    expect(serviceBase('crash', site, config)).toBe('https://api.mirror-7.example:9001');
    expect(serviceBase('dice', site, config)).toBe('https://api.mirror-7.example');
    expect(serviceBase('keno', site, { dev: true, devBase: 'http://api.localhost:8080', ports: { keno: 9002 } })).toBe(
      'http://api.localhost:9002',
    );
  });

  it('does not stack api subdomains', () => {
    expect(serviceBase('api', { ...site, hostname: 'api.mirror-7.example' }, { dev: false })).toBe(
      'https://api.mirror-7.example',
    );
  });

  it('reads valid ports from the environment only', () => {
    expect(portsFromEnv({ VITE_PORT_DICE: '7000', VITE_PORT_KENO: 'abc', VITE_PORT_MINER: '70000' })).toEqual({
      dice: 7000,
    });
  });
});
