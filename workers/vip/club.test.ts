import { describe, expect, it } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createVipClub } from './club';

const status = {
  currency: 'RUB',
  wagered: '1500.00',
  level: 2,
  next_threshold: '10000.00',
  claimable: {
    rakeback: { amount: '1.50', claimed: false },
    level_up: { amount: '50.00', claimed: false },
    weekly: { amount: '0.00', claimed: false },
    monthly: { amount: '0.00', claimed: false },
  },
  premium: { eligible: false, status: false },
};

describe('VIP club answers are checked', () => {
  it('hands a well-formed status to the page and refreshes the profile after a paid claim', async () => {
    let refreshed = 0;
    const club = createVipClub({
      http: clientAnswering((path: string) =>
        path.endsWith('/claim') ? { success: true, data: { paid: '1.50', status } } : { success: true, data: status },
      ),
      refreshProfile: async () => refreshed++,
    });
    expect(await club.status()).toMatchObject({ ok: true, data: { level: 2 } });
    expect(await club.claim('rakeback')).toMatchObject({ ok: true, data: { paid: '1.50' } });
    expect(refreshed).toBe(1);
  });

  it('refuses a malformed status with a clear failure', async () => {
    const club = createVipClub({
      http: clientAnswering({ success: true, data: { ...status, level: 'gold' } }),
      refreshProfile: async () => {},
    });
    expect(await club.status()).toMatchObject(MALFORMED);
  });
});
