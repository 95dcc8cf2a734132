import {
  type EventAnswer,
  type MyBetsAnswer,
  type PlaceBetBody,
  SPORTS_API,
  type SportsBet,
  type SportsEvent,
  type SportsTreeAnswer,
} from '../../contract/api/sports';
import { SPORTS_TOPIC, SportsChanges } from '../../contract/realtime/sports';
import { type ApiFailure, type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createJob } from '../jobs/job';
import type { Realtime, TopicUpdate } from '../realtime/connection';
import { patchBook } from './patch';

/**
 * The fallback: how often the events in view and the open event are asked again while the socket is not open
 * (the page stops the watch when it is hidden). While it is open, the socket's changes patch the book.
 */
export const SPORTS_POLL_MS = 3_000;

/** Bets a page of My bets holds. */
export const MY_BETS_PAGE = 20;
export type MyBetsPage = MyBetsAnswer['data'];

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
  realtime: Pick<Realtime, 'subscribe' | 'status' | 'onStatus'>;
}

/**
 * The book in view: read over HTTP when watched and at each socket (re)subscription, then patched by the live
 * changes of the `sports` topic; polled only while the socket is not open. Changes that arrive during a read are
 * applied on top of it (they carry new values, so one the read already had changes nothing).
 */
export function createSportsFeed(deps: FeedDeps) {
  let view: SportsView | null = null;
  let last = '';
  let shown: SportsPush | null = null;
  /** Changes that came while a read was on its way. */
  let held: SportsChanges[] | null = null;
  let stopLive: (() => void) | null = null;

  function push(payload: SportsPush) {
    shown = payload;
    const key = JSON.stringify(payload);
    if (key === last) return;
    last = key;
    deps.emit('sports', payload);
  }

  /** The book with the changes applied, and whether they ask for the lists to be read again. */
  function patched(from: SportsPush, all: SportsChanges[]): { next: SportsPush; reread: boolean } {
    let next = from;
    let reread = false;
    for (const changes of all) {
      const patch = patchBook({ state: next.view.state, events: next.events, event: next.event }, changes);
      next = { ...next, events: patch.book.events, event: patch.book.event };
      reread ||= patch.reread;
    }
    return { next, reread };
  }

  function apply(changes: SportsChanges) {
    if (held) {
      held.push(changes);
      return;
    }
    if (!shown || shown.view !== view) return;
    const { next, reread } = patched(shown, [changes]);
    push(next);
    if (reread) void refresh();
  }

  function onLive(update: TopicUpdate) {
    if (update.kind === 'snapshot') {
      void refresh();
      return;
    }
    const changes = SportsChanges.safeParse(update.data);
    if (changes.success) apply(changes.data);
  }

  /** Polls only while the socket cannot bring the changes. */
  function followSocket() {
    if (!view || deps.realtime.status() === 'open') poll.stop();
    else poll.start();
  }

  /** One read at a time: a read asked for meanwhile runs once after it (never an older answer over a newer one). */
  let reading: Promise<void> | null = null;
  let again = false;
  function refresh(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await read();
      } while (again && view);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function read(): Promise<void> {
    const current = view;
    if (!current) return;
    held ??= [];
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
    const arrived = held ?? [];
    held = null;
    if (view !== current) return;
    // The answer and the changes that came meanwhile go to the page as one book: a price that moved during the
    // read moves once on screen, not twice within a frame (where its second flash would never show).
    const { next, reread } = patched(
      {
        view: current,
        events: events.ok ? events.data : null,
        event: event?.ok ? event.data : null,
        failure: !events.ok ? events.failure : event && !event.ok ? event.failure : null,
      },
      arrived,
    );
    push(next);
    if (reread) again = true;
  }

  const poll = createJob({ intervalMs: SPORTS_POLL_MS, firstDelayMs: SPORTS_POLL_MS, run: refresh });
  deps.realtime.onStatus(() => followSocket());

  return {
    tree: (): Promise<ApiResult<SportsTreeAnswer['data']>> =>
      attempt(async () => (await call(deps.http, SPORTS_API.tree)).data),
    /** Watches a view (null: none, e.g. the page is hidden); it is pushed at once and whenever it changes. */
    watch(next: SportsView | null): void {
      view = next;
      last = '';
      shown = null;
      if (next) {
        stopLive ??= deps.realtime.subscribe(SPORTS_TOPIC, onLive);
        void refresh();
      } else {
        stopLive?.();
        stopLive = null;
      }
      followSocket();
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
    /** A page of the player's bets, newest first: the first without a cursor, the next with the last `next_cursor`. */
    myBets: (status: 'open' | 'settled', cursor: string | null = null): Promise<ApiResult<MyBetsPage>> =>
      attempt(
        async () =>
          (
            await call(deps.http, SPORTS_API.myBets, {
              query: { status, limit: MY_BETS_PAGE, ...(cursor ? { cursor } : {}) },
            })
          ).data,
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
