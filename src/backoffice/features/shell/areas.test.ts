import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../../workers/backoffice/capabilities';
import { areasFor } from './areas';

const areas = (role: Parameters<typeof capabilitiesOf>[0]) => areasFor(capabilitiesOf(role)).map((area) => area.to);

describe('the back office’s navigation', () => {
  it('shows each role only its areas', () => {
    expect(areas('admin')).toEqual([
      '/verifications',
      '/players',
      '/payouts',
      '/adjustments',
      '/deposits',
      '/support',
      '/games',
      '/sportsbook',
      '/reports',
      '/bonuses',
      '/tournaments',
      '/audit',
      '/operators',
      '/domains',
      '/geo',
      '/route-rules',
    ]);
    expect(areas('support')).toEqual([
      '/verifications',
      '/players',
      '/payouts',
      '/support',
      '/sportsbook',
      '/bonuses',
      '/tournaments',
    ]);
    expect(areas('payments')).toEqual(['/payouts', '/adjustments', '/deposits', '/reports', '/bonuses']);
    expect(areas('risk')).toEqual([
      '/verifications',
      '/players',
      '/payouts',
      '/games',
      '/sportsbook',
      '/reports',
      '/tournaments',
      '/audit',
      '/geo',
    ]);
  });
});
