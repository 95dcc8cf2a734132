import { describe, expect, it } from 'vitest';
import { socketUrl } from './address';

const site = new URL('https://lucky.example/ru/games/dice');

describe('the socket address', () => {
  it('is the API base in use (a mirror after a failover), over wss for https and ws for http', () => {
    expect(socketUrl('https://api.mirror2.example', site, { dev: false })).toBe(
      'wss://api.mirror2.example/api/v2/realtime',
    );
    expect(socketUrl('http://api.localhost:8080', new URL('http://localhost:8080/'), { dev: false })).toBe(
      'ws://api.localhost:8080/api/v2/realtime',
    );
  });

  it("is crash's own service base when a port is configured for it (spec §7)", () => {
    expect(socketUrl('https://api.lucky.example', site, { dev: false, ports: { crash: 9443 } })).toBe(
      'wss://api.lucky.example:9443/api/v2/realtime',
    );
  });
});
