import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createAttribution } from './attribution';
import { createGeo } from './geo';
import { createRouteRules } from './route-rules';

describe('reach answers are checked', () => {
  it('refuses a malformed country and sets no region', async () => {
    const regions: string[] = [];
    const geo = createGeo({ http: clientAnswering({ data: { ip: '1.2.3.4' } }), setRegion: (r) => regions.push(r) });
    expect(await geo.check()).toMatchObject(MALFORMED);
    expect(regions).toEqual([]);
  });

  it('follows no redirect from a malformed route rule', async () => {
    const rules = createRouteRules({ http: clientAnswering({ data: { redirect: 5 } }) });
    expect(await rules.lookup('/promo')).toBeNull();
  });

  it('refuses a malformed utm answer (no advId to keep) with a clear failure', async () => {
    const attribution = createAttribution(clientAnswering({ data: { promo: null } }));
    expect(await attribution.utm({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd' })).toMatchObject(
      MALFORMED,
    );
  });
});
