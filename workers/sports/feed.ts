import {
  type EventAnswer,
  type PlaceBetBody,
  SPORTS_API,
  type SportsBet,
  type SportsEvent,
  type SportsTreeAnswer,
} from '../../contract/api/sports';
import { type ApiFailure, type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createJob } from '../jobs/job';

/**
 * How often the events in view and the open event are asked again while the page shows them (the page stops the
 * watch when it is hidden). This module is the one place the book is fetched: the WebSocket will replace the poll.
 */
export const SPORTS_POLL_MS = 3_000;

/** What the page shows: the live or upcoming list (of a league, or all) and the open event's markets. */
export interface SportsView {
  state: 'live' | 'upcoming';
  leagueId: number | null;
  eventId: number | null;
}

/** The book as the page shows it, pushed as `sports` whenever it changed. */
export interface SportsPush {
  view: SportsView;
  events: SportsEvent[] | null;
  event: EventAnswer['data'] | null;
  failure: ApiFailure | null;
}

interface FeedDeps {
  http: HttpClient;
  emit: EmitWorkerEvent;
  refreshProfile: () => Promise<unknown>;
}

export function createSportsFeed(deps: FeedDeps) {
  let view: SportsView | null = null;
  let last = '';

  async function refresh(): Promise<void> {
    const current = view;
    if (!current) return;
    const events = await attempt(
      async () =>
        (
          await call(deps.http, SPORTS_API.events, {
            query: { state: current.state, limit: 200, ...(current.leagueId ? { league_id: current.leagueId } : {}) },
          })
        ).data.items,
    );
    const event =
      current.eventId === null
        ? null
        : await attempt(
            async () => (await call(deps.http, SPORTS_API.event, { params: { id: current.eventId ?? 0 } })).data,
          );
    if (view !== current) return;
    const payload: SportsPush = {
      view: current,
      events: events.ok ? events.data : null,
      event: event?.ok ? event.data : null,
      failure: !events.ok ? events.failure : event && !event.ok ? event.failure : null,
    };
    const key = JSON.stringify(payload);
    if (key === last) return;
    last = key;
    deps.emit('sports', payload);
  }

  const poll = createJob({ intervalMs: SPORTS_POLL_MS, firstDelayMs: 0, run: refresh });

  return {
    tree: (): Promise<ApiResult<SportsTreeAnswer['data']>> =>
      attempt(async () => (await call(deps.http, SPORTS_API.tree)).data),
    /** Watches a view (null: none, e.g. the page is hidden); it is pushed at once and whenever it changes. */
    watch(next: SportsView | null): void {
      poll.stop();
      view = next;
      last = '';
      if (next) poll.start();
    },
    /**
     * Places one bet under the slip's Idempotency-Key: the slip sends the same key again for the same bet, so a bet
     * whose answer was lost is answered, never made twice.
     */
    async placeBet(body: PlaceBetBody, key: string): Promise<ApiResult<{ bet: SportsBet; balance: string }>> {
      const result = await attempt(
        async () => (await call(deps.http, SPORTS_API.placeBet, { body, headers: { 'Idempotency-Key': key } })).data,
      );
      if (result.ok) await deps.refreshProfile().catch(() => undefined);
      return result;
    },
    myBets: (status: 'open' | 'settled'): Promise<ApiResult<SportsBet[]>> =>
      attempt(
        async () => (await call(deps.http, SPORTS_API.myBets, { query: { status, page: 1, per_page: 50 } })).data.items,
      ),
    cashOutQuote: (id: number) =>
      attempt(async () => (await call(deps.http, SPORTS_API.cashOutQuote, { params: { id } })).data),
    async cashOut(id: number, amount: string, key: string): Promise<ApiResult<{ bet: SportsBet; balance: string }>> {
      const result = await attempt(
        async () =>
          (
            await call(deps.http, SPORTS_API.cashOut, {
              params: { id },
              body: { amount },
              headers: { 'Idempotency-Key': key },
            })
          ).data,
      );
      if (result.ok) await deps.refreshProfile().catch(() => undefined);
      return result;
    },
  };
}

export type SportsFeed = ReturnType<typeof createSportsFeed>;
