import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_MIRROR_PUBLIC_KEY } from '../../contract/mirror-list';
import { createMirrorTrust } from '../../worker-shared/mirror-trust';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createMirrors } from './mirrors';
import { loadSiteSettings } from './site-settings';

afterEach(() => vi.restoreAllMocks());

describe('mirror answers are checked', () => {
  it('refuses malformed site settings with a clear failure', async () => {
    expect(await loadSiteSettings(clientAnswering({ data: { sso: 7 } }))).toMatchObject(MALFORMED);
  });

  it('reports a malformed mirror list as not understood, not as a list that failed its signature', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = clientAnswering({ data: { domains: 'm1.example' } });
    const mirrors = createMirrors({
      pageApiBase: 'http://api.localhost:8080',
      protocol: 'http:',
      trust: createMirrorTrust({ built: [DEV_MIRROR_PUBLIC_KEY] }),
      emit: () => {},
      http: () => http,
      store: { readList: async () => null, writeList: async () => {}, writeApiBase: async () => {} },
    });
    await mirrors.refresh();
    expect(warn).toHaveBeenCalledWith(
      'Mirror list could not be loaded',
      expect.objectContaining({ name: 'MalformedAnswer' }),
    );
  });
});
