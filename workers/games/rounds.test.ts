import { describe, expect, it } from 'vitest';
import { verifyOutcome } from '../../contract/fairness/verify';
import { CASES, type CaseView } from '../../contract/games/cases';
import { payoutMinor } from '../../contract/games/multiplier';
import { gameOf } from '../../contract/games/registry';
import { KENO_PAYTABLES } from '../../contract/games/rules/keno';
import { rouletteCovered, rouletteMultiplier } from '../../contract/games/rules/roulette';
import { fromMinor, toMinor } from '../../contract/money';
import type { HttpClient } from '../http/client';
import { createCases } from './cases';
import { createDemoBank } from './demo';

/** The demo's rounds, revealed by a rotation and recomputed by the verifier. */
async function reveal(bank: ReturnType<typeof createDemoBank>, nonce: number) {
  const { revealed } = await bank.rotate();
  return { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce };
}

describe('demo keno and roulette', () => {
  it('settles keno with the published paytable over the verifiable draw', async () => {
    const bank = createDemoBank(() => 'RUB');
    const picks = [1, 5, 9, 13, 17, 21, 25];
    const { bet, balance } = await bank.play(gameOf('keno'), { amount: '10.00', risk: 'medium', picks });
    const verified = await verifyOutcome(await reveal(bank, bet.nonce), { game: 'keno' });
    expect(verified).toEqual({ game: 'keno', drawn: bet.outcome?.drawn });
    const drawn = (bet.outcome?.drawn ?? []) as number[];
    const hits = picks.filter((square) => drawn.includes(square)).length;
    expect(bet.outcome?.hits).toBe(hits);
    const multiplier = KENO_PAYTABLES.medium[picks.length - 1]?.[hits] ?? -1;
    expect(bet.payout).toBe(fromMinor(payoutMinor(1000n, multiplier), 'RUB'));
    expect(balance).toBe(fromMinor(100_000n - 1000n + toMinor(bet.payout, 'RUB'), 'RUB'));
  });

  it('refuses bad keno picks', async () => {
    const bank = createDemoBank(() => 'RUB');
    await expect(
      (async () => bank.play(gameOf('keno'), { amount: '1', risk: 'low', picks: [3, 3] }))(),
    ).rejects.toThrow('picks_invalid');
  });

  it('pays a roulette round the sum of its chips on one pocket, exactly', async () => {
    const bank = createDemoBank(() => 'RUB');
    const chips = [
      { bet: { kind: 'red' as const }, amount: '1.00' },
      { bet: { kind: 'straight' as const, number: 17 }, amount: '0.33' },
      { bet: { kind: 'dozen' as const, index: 2 as const }, amount: '2.01' },
    ];
    const { bet } = await bank.play(gameOf('roulette'), { chips });
    expect(bet.amount).toBe('3.34');
    const { pocket } = (await verifyOutcome(await reveal(bank, bet.nonce), { game: 'roulette' })) as { pocket: number };
    expect(bet.outcome?.pocket).toBe(pocket);
    let expected = 0n;
    for (const chip of chips) {
      if (rouletteCovered(chip.bet).includes(pocket)) {
        expected += payoutMinor(toMinor(chip.amount, 'RUB'), rouletteMultiplier(chip.bet));
      }
    }
    expect(bet.payout).toBe(fromMinor(expected, 'RUB'));
  });

  it('refuses a chip the layout does not allow', async () => {
    const bank = createDemoBank(() => 'RUB');
    const chips = [{ bet: { kind: 'split' as const, numbers: [1, 5] }, amount: '1.00' }];
    await expect((async () => bank.play(gameOf('roulette'), { chips }))()).rejects.toThrow('bet_invalid');
  });
});

describe('demo cases', () => {
  const starter = CASES[0];
  if (!starter) throw new Error('No published case');
  const view: CaseView = {
    id: starter.id,
    version: starter.version,
    currency: 'RUB',
    price: fromMinor(starter.price, 'RUB'),
    items: starter.items.map((item) => ({ ...item, value: fromMinor(item.value, 'RUB') })),
    rtp: 0.95,
  };
  let requests = 0;
  const http = {
    request: async () => {
      requests += 1;
      return { data: [view] };
    },
  } as unknown as HttpClient;

  it('opens a case for its price, holds the item, and sells it back once (again: the same sale)', async () => {
    const demo = createDemoBank(() => 'RUB');
    const cases = createCases({
      http,
      signedIn: () => false,
      currency: () => 'RUB',
      onCashBalance: () => {},
      demo,
      confirmedPost: () => Promise.reject(new Error('demo cases make no request')),
      emit: () => {},
    });
    const opened = await cases.open('starter');
    expect(opened.demo).toBe(true);
    expect(opened.bet.amount).toBe('100.00');
    expect(opened.bet.payout).toBe('0.00');
    expect(opened.balance).toBe('900.00');
    const verified = await verifyOutcome(await reveal(demo, opened.bet.nonce), {
      game: 'cases',
      items: starter.items,
    });
    expect(verified).toMatchObject({ roll: opened.bet.outcome?.roll, item: { id: opened.item.item_id } });
    expect(await cases.items()).toEqual([opened.item]);

    const sold = await cases.sell(opened.item.id);
    expect(sold.item.status).toBe('sold');
    expect(sold.balance).toBe(fromMinor(90_000n + toMinor(opened.item.value, 'RUB'), 'RUB'));
    expect(await cases.sell(opened.item.id)).toEqual(sold);
    await expect(cases.open('no-such-case')).rejects.toThrow('case_not_found');
    // The public catalogue is fetched once per currency (demo openings settle with the registry's case).
    expect(await cases.catalogue()).toEqual([view]);
    expect(await cases.catalogue()).toEqual([view]);
    expect(requests).toBe(1);
  });
});
