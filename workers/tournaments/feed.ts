import {
  TOURNAMENTS_API,
  type Tournament,
  type TournamentDetail,
  type TournamentMe,
} from '../../contract/api/tournaments';
import { type ApiFailure, type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import { createJob } from '../jobs/job';

/**
 * How often a watched tournament is asked again. The detail answers with an ETag and `no-cache`, so the browser's
 * HTTP cache revalidates it (If-None-Match) and an unchanged poll costs a 304. The WebSocket transport will replace
 * this poll: it is the one place the standings are fetched.
 */
export const TOURNAMENT_POLL_MS = 5_000;

/** The watched tournament as the page shows it: its detail (null after a failure, which says why) and the player's entry. */
export interface TournamentPush {
  id: number;
  detail: TournamentDetail | null;
  failure: ApiFailure | null;
  me: TournamentMe | null;
}

interface FeedDeps {
  http: HttpClient;
  emit: EmitWorkerEvent;
  signedIn: () => boolean;
}

/** Tournaments: the lists, entry, and the live standings of the one the page shows (pushed as `tournament`). */
export function createTournamentFeed(deps: FeedDeps) {
  let watched: number | null = null;
  let last = '';

  async function refresh(): Promise<void> {
    const id = watched;
    if (id === null) return;
    const detail = await attempt(async () => (await call(deps.http, TOURNAMENTS_API.detail, { params: { id } })).data);
    const me = deps.signedIn()
      ? await attempt(async () => (await call(deps.http, TOURNAMENTS_API.me, { params: { id } })).data)
      : null;
    if (watched !== id) return;
    const payload: TournamentPush = {
      id,
      detail: detail.ok ? detail.data : null,
      failure: detail.ok ? null : detail.failure,
      me: me?.ok ? me.data : null,
    };
    // The server's clock moves on every answer; the page needs a push only when something else did.
    const { server_time: _, ...changed } = payload.detail ?? {};
    const key = JSON.stringify([changed, payload.me, payload.failure]);
    if (key === last) return;
    last = key;
    deps.emit('tournament', payload);
  }

  const poll = createJob({ intervalMs: TOURNAMENT_POLL_MS, firstDelayMs: 0, run: refresh });

  return {
    list: (status: 'upcoming' | 'active' | 'finished'): Promise<ApiResult<Tournament[]>> =>
      attempt(async () => (await call(deps.http, TOURNAMENTS_API.list, { query: { status } })).data.items),
    /** Watches one tournament (null: none); its state is pushed at once and whenever it changes. */
    watch(id: number | null): void {
      poll.stop();
      watched = id;
      last = '';
      if (id !== null) poll.start();
    },
    async join(id: number): Promise<ApiResult<TournamentMe>> {
      const result = await attempt(async () => (await call(deps.http, TOURNAMENTS_API.join, { params: { id } })).data);
      if (result.ok && watched === id) await refresh();
      return result;
    },
    refresh,
  };
}

export type TournamentFeed = ReturnType<typeof createTournamentFeed>;
