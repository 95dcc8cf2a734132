import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../../../contract/api/history';
import { roundLines } from './round-lines';

const at = '2026-11-28T10:00:00.000Z';

describe('the back office’s round lines', () => {
  it('shows a round of every game, an unsettled one without its result, and leaves money moves out', () => {
    const rows: HistoryRow[] = [
      {
        kind: 'crash_bet',
        id: 1,
        currency: 'RUB',
        amount: '10.00',
        cashout: null,
        auto_cashout: null,
        payout: '0.00',
        net: '-10.00',
        status: 'active',
        round: { id: 5, game: 9, bust: null, hash: null },
        created_at: at,
      },
      {
        kind: 'slot_round',
        id: 2,
        currency: 'RUB',
        provider: 'lucky-studio',
        provider_name: 'Lucky Mirror Studio',
        provider_round_id: 'r-77',
        title: 'Jade Ways',
        slug: 'jade-ways',
        amount: '5.00',
        payout: '12.50',
        refunded: '0.00',
        net: '7.50',
        free_spins: false,
        status: 'ended',
        created_at: at,
      },
      {
        kind: 'deposit',
        id: 3,
        currency: 'RUB',
        amount: '100.00',
        status: 'paid',
        method: 'card',
        created_at: at,
      } as unknown as HistoryRow,
    ];
    expect(roundLines(rows)).toEqual([
      {
        key: 'crash_bet:1',
        created_at: at,
        currency: 'RUB',
        game: 'crash',
        open: true,
        amount: '10.00',
        multiplier: null,
        payout: null,
        net: null,
      },
      {
        key: 'slot_round:2',
        created_at: at,
        currency: 'RUB',
        game: 'slots · Jade Ways',
        open: false,
        amount: '5.00',
        multiplier: null,
        payout: '12.50',
        net: '7.50',
      },
    ]);
  });
});
