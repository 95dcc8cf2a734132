import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
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
});
