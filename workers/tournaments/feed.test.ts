import { describe, expect, it, vi } from 'vitest';
import { clientAnswering, MALFORMED } from '../http/answering-client.testing';
import { createTournamentFeed } from './feed';

const tournament = {
  id: 7,
  title: { ru: 'Турнир', en: 'Tournament', kz: 'Турнир' },
  currency: 'RUB',
  games: ['dice'],
  scoring: 'wagered',
  entry: 'auto',
  prizes: ['100.00'],
  starts_at: '2026-11-25T00:00:00.000Z',
  ends_at: '2026-11-26T00:00:00.000Z',
  status: 'active',
  cancel_reason: null,
};
const detail = (time: string) => ({
  data: {
    tournament,
    standings: [{ place: 1, user_id: 3, name: null, score: '10.00', prize: '100.00' }],
    entrants: 1,
    server_time: time,
  },
});

describe('tournament feed', () => {
  it('pushes the watched tournament once, and again only when more than the clock changed', async () => {
    let time = '2026-11-25T01:00:00.000Z';
    const emit = vi.fn();
    const feed = createTournamentFeed({ http: clientAnswering(() => detail(time)), emit, signedIn: () => false });
    feed.watch(7);
    await vi.waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ id: 7, detail: { standings: [{ place: 1 }] }, me: null });
    time = '2026-11-25T01:00:05.000Z';
    await feed.refresh();
    expect(emit).toHaveBeenCalledTimes(1);
    feed.watch(null);
  });

  it('refuses a malformed list with a clear failure', async () => {
    const feed = createTournamentFeed({
      http: clientAnswering({ data: { items: [{ ...tournament, status: 'paused' }] } }),
      emit: vi.fn(),
      signedIn: () => false,
    });
    expect(await feed.list('active')).toMatchObject(MALFORMED);
  });
});
