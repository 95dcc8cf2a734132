import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../contract/boot-script';
import { readConfig } from '../config';
import { makeFakeSite, startTestServer, type TestServer } from '../test/harness';

describe('CSP and third-party scripts', () => {
  const site = makeFakeSite();
  let plain: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ siteDir: site.dir });
    configured = await startTestServer({ siteDir: site.dir, thirdPartyOrigins: ['https://js.hcaptcha.com'] });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), configured.close()]);
    site.remove();
  });

  const csp = async (server: TestServer) =>
    String(
      (await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } })).headers[
        'content-security-policy'
      ],
    );

  it('allows no third-party origin by default, and no inline script but the boot script', async () => {
    const bootScript = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(await csp(plain)).toContain(`script-src 'self' ${bootScript};`);
    expect(await csp(plain)).not.toContain('https://');
  });

  it('allows the configured origins for scripts, frames, images and calls', async () => {
    const policy = await csp(configured);
    for (const directive of ['script-src', 'frame-src', 'img-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://js\\.hcaptcha\\.com`));
  });

  it('refuses anything but https origins in the configuration', () => {
    expect(readConfig({ THIRD_PARTY_ORIGINS: 'https://a.example/path, https://b.example' }).thirdPartyOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => readConfig({ THIRD_PARTY_ORIGINS: "'unsafe-inline'" })).toThrow(/THIRD_PARTY_ORIGINS/);
    expect(() => readConfig({ THIRD_PARTY_ORIGINS: 'http://plain.example' })).toThrow(/https origin/);
  });
});
