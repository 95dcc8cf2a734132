import { describe, expect, it } from 'vitest';
import { loadThirdParties, type ThirdPartyScript, thirdPartyScripts } from './third-party';

function recorder(fail: string[] = []) {
  const inserted: ThirdPartyScript[] = [];
  const logged: string[] = [];
  return {
    inserted,
    logged,
    deps: {
      insert: async (script: ThirdPartyScript) => {
        inserted.push(script);
        if (fail.includes(script.kind)) throw new Error('blocked');
      },
      automated: false,
      isCrawler: async () => false,
      log: (message: string) => void logged.push(message),
    },
  };
}

const everything = {
  gtmId: 'GTM-ABC',
  gaId: 'G-123',
  messagingAppId: 'app1',
  captchaSiteKey: 'key',
  chatWidgetId: 'w1',
};

describe('third-party scripts (spec §7 Platform)', () => {
  it('nothing is configured by default, so nothing loads', async () => {
    expect(thirdPartyScripts({})).toEqual([]);
    expect(thirdPartyScripts({ gtmId: '  ' })).toEqual([]);
    const { deps, inserted } = recorder();
    expect(await loadThirdParties({}, deps)).toEqual([]);
    expect(inserted).toEqual([]);
  });

  it('loads each configured script, with its id in the address', async () => {
    const { deps, inserted } = recorder();
    expect(await loadThirdParties(everything, deps)).toEqual([
      'tag-manager',
      'analytics',
      'messaging',
      'captcha',
      'chat',
    ]);
    expect(inserted.map((s) => s.src)).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
    expect(inserted.map((s) => s.src)).toContain('https://code.jivosite.com/widget/w1');
  });

  it('never loads under automation (tests) or for crawlers', async () => {
    const automated = recorder();
    expect(await loadThirdParties(everything, { ...automated.deps, automated: true })).toEqual([]);
    expect(automated.inserted).toEqual([]);
    const crawler = recorder();
    expect(await loadThirdParties(everything, { ...crawler.deps, isCrawler: async () => true })).toEqual([]);
    expect(crawler.inserted).toEqual([]);
  });

  it('a script that fails is only logged; the others still load', async () => {
    const { deps, logged } = recorder(['captcha']);
    expect(await loadThirdParties({ captchaSiteKey: 'k', chatWidgetId: 'w' }, deps)).toEqual(['chat']);
    expect(logged).toEqual(['Third-party captcha script failed to load']);
  });

  it('an id cannot break out of its address', () => {
    expect(thirdPartyScripts({ gaId: 'G-1"><script>' })[0]?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1%22%3E%3Cscript%3E',
    );
  });
});
