import { describe, expect, it } from 'vitest';
import { serviceBaseBeside } from '../http/base-address';
import { socketUrl } from './address';

describe('the socket address', () => {
  it('is the API base in use (a mirror after a failover), over wss for https and ws for http', () => {
    expect(socketUrl('https://api.mirror2.example')).toBe('wss://api.mirror2.example/api/v2/realtime');
    expect(socketUrl('http://api.localhost:8080')).toBe('ws://api.localhost:8080/api/v2/realtime');
  });
});

describe("crash's service base (spec §7)", () => {
  const config = { dev: false, ports: { crash: 9443 } };

  it('is the API base in use on the crash port when one is configured, following a failover', () => {
    expect(serviceBaseBeside('https://api.lucky.example', 'crash', config)).toBe('https://api.lucky.example:9443');
    expect(serviceBaseBeside('https://api.mirror2.example', 'crash', config)).toBe('https://api.mirror2.example:9443');
    expect(serviceBaseBeside('http://api.localhost:8080', 'crash', { dev: true, ports: { crash: 8090 } })).toBe(
      'http://api.localhost:8090',
    );
  });

  it('is the API base itself without a crash port; another service’s port does not move it', () => {
    expect(serviceBaseBeside('https://api.lucky.example', 'crash', { dev: false })).toBe('https://api.lucky.example');
    expect(serviceBaseBeside('https://api.lucky.example', 'crash', { dev: false, ports: { dice: 7000 } })).toBe(
      'https://api.lucky.example',
    );
  });
});
