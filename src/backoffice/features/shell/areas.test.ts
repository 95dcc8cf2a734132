import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../../workers/backoffice/capabilities';
import { areasFor } from './areas';

const areas = (role: Parameters<typeof capabilitiesOf>[0]) => areasFor(capabilitiesOf(role)).map((area) => area.to);

describe('the back office’s navigation', () => {
  it('shows each role only its areas', () => {
    expect(areas('admin')).toEqual([
      '/verifications',
      '/payouts',
      '/support',
      '/audit',
      '/operators',
      '/domains',
      '/geo',
      '/route-rules',
    ]);
    expect(areas('support')).toEqual(['/verifications', '/payouts', '/support']);
    expect(areas('payments')).toEqual(['/payouts']);
    expect(areas('risk')).toEqual(['/verifications', '/payouts', '/audit', '/geo']);
  });
});
