import { proxy as comlinkProxy } from 'comlink';
import { proxy } from 'valtio';
import type { LiveBet, LiveRound, LiveState, LiveTableInfo, LiveTotal } from '../../contract/api/live';
import type { LiveTable } from '../../contract/live/tables';
import type { Currency } from '../../contract/money';
import type { LiveEvent } from '../../contract/realtime/live';
import type { ApiResult } from '../../workers/api-result';
import type { TopicUpdate } from '../../workers/realtime/connection';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/**
 * The live tables as the page shows them: each table's round, totals and history from the socket (`live` topic),
 * the viewer's own view (currency, limits, chips, own bets) from GET state, and the draw waiting for its wheel to
 * land (`spinning`): the result, the history and the balance change only once the page says it has landed.
 */
export interface LiveTableView {
  info: LiveTableInfo | null;
  /** The viewer's part (null until loaded). */
  own: Pick<LiveState, 'currency' | 'min_bet' | 'max_bet' | 'chips' | 'mine'> | null;
  /** A drawn round whose wheel is turning: shown as the result once it lands. */
  spinning: { round: LiveRound; totals: LiveTotal[] } | null;
}

interface LiveStore {
  tables: Partial<Record<LiveTable, LiveTableView>>;
  /** The server's clock minus the page's (ms): countdowns in server time. */
  offsetMs: number;
  connected: boolean;
}

export const liveState = proxy<LiveStore>({ tables: {}, offsetMs: 0, connected: false });
export const useLive = storeHook(liveState);

const viewOf = (table: LiveTable): LiveTableView => {
  liveState.tables[table] ??= { info: null, own: null, spinning: null };
  return liveState.tables[table] as LiveTableView;
};

const totalBets = (totals: readonly LiveTotal[]) => totals.reduce((sum, total) => sum + total.bets, 0);

function applyEvent(event: LiveEvent): void {
  if (event.type === 'bet') {
    const info = viewOf(event.table).info;
    // Events of concurrent bets may arrive out of order: the totals with the most bets are the newest.
    if (info?.round?.id === event.round_id && totalBets(event.totals) >= totalBets(info.totals)) {
      info.totals = event.totals;
    }
    return;
  }
  const view = viewOf(event.round.table);
  if (event.type === 'settled') {
    if (view.info?.round?.id === event.round.id) view.spinning = { round: event.round, totals: event.totals };
    return;
  }
  // A round opened: a wheel still turning lands first (the page shows its result before the new round).
  if (view.spinning) land(event.round.table);
  if (view.info) Object.assign(view.info, { round: event.round, totals: [] });
  else view.info = { table: event.round.table, round: event.round, totals: [], history: [] };
}

function applySnapshot(tables: LiveTableInfo[]): void {
  for (const info of tables) {
    const view = viewOf(info.table);
    if (view.spinning) continue;
    view.info = info;
  }
}

let watchers = 0;
let subscription: Promise<number> | null = null;
let clockTimer: ReturnType<typeof setInterval> | null = null;

async function readClock(): Promise<void> {
  const clock = await (await workerApi()).realtimeClock();
  if (clock.offsetMs !== null) liveState.offsetMs = clock.offsetMs;
  liveState.connected = clock.status === 'open';
}

/** Holds the `live` topic while some screen shows a table or the lobby; answers the release. */
export function watchLive(): () => void {
  watchers++;
  if (watchers === 1) {
    subscription = workerApi().then((api) =>
      api.realtimeSubscribe(
        'live',
        comlinkProxy((update: TopicUpdate) => {
          if (update.kind === 'snapshot') applySnapshot((update.data as { tables: LiveTableInfo[] }).tables);
          else applyEvent(update.data as LiveEvent);
        }),
      ),
    );
    void readClock();
    clockTimer = setInterval(() => void readClock(), 2000);
  }
  return () => {
    watchers--;
    if (watchers > 0 || !subscription) return;
    if (clockTimer) clearInterval(clockTimer);
    clockTimer = null;
    const held = subscription;
    subscription = null;
    void held.then(async (id) => (await workerApi()).realtimeUnsubscribe(id));
  };
}

/** Reads the table as the viewer sees it (their currency, limits, chips and own bets). */
export async function loadLiveTable(table: LiveTable, currency?: Currency): Promise<void> {
  const result = await (await workerApi()).liveState(table, currency);
  if (!result.ok) return;
  const { currency: own, min_bet, max_bet, chips, mine, server_time: _time, ...info } = result.data;
  const view = viewOf(table);
  view.own = { currency: own, min_bet, max_bet, chips, mine };
  if (!view.spinning) view.info = info;
}

/** The wheel has landed: the drawn round becomes the result shown, its bets and the balance are read again. */
export function land(table: LiveTable): void {
  const view = viewOf(table);
  const spinning = view.spinning;
  if (!spinning) return;
  view.spinning = null;
  if (view.info) {
    if (view.info.round?.id === spinning.round.id) {
      view.info.round = spinning.round;
      view.info.totals = spinning.totals;
    }
    const outcome = spinning.round.outcome;
    if (outcome !== null && !view.info.history.some((entry) => entry.round_id === spinning.round.id)) {
      view.info.history = [{ round_id: spinning.round.id, outcome }, ...view.info.history].slice(0, 20);
    }
  }
  void (async () => {
    const api = await workerApi();
    await Promise.all([loadLiveTable(table, view.own?.currency), api.liveLanded()]);
  })();
}

/** One bet on one spot of the round shown; the bet joins the viewer's own on success. */
export async function placeLiveBet(
  table: LiveTable,
  body: { round_id: number; spot: string; amount: string },
): Promise<ApiResult<LiveBet>> {
  const result = await (await workerApi()).liveBet(table, body);
  if (!result.ok) return result;
  const view = viewOf(table);
  if (view.own && !view.own.mine.some((bet) => bet.id === result.data.bet.id)) view.own.mine.push(result.data.bet);
  if (view.info?.round?.id === body.round_id && totalBets(result.data.totals) >= totalBets(view.info.totals)) {
    view.info.totals = result.data.totals;
  }
  return { ok: true, data: result.data.bet };
}

/** The table's drawn rounds with their revealed seeds (to verify). */
export const loadLiveRounds = async (table: LiveTable) => (await workerApi()).liveRounds(table);
