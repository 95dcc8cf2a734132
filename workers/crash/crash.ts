import {
  CRASH_API,
  type CrashBet,
  type CrashBetAnswer,
  type CrashBetBody,
  type CrashFairness,
  type CrashRound,
  type CrashState,
} from '../../contract/api/crash';
import { CRASH_TOPIC, type CrashEvent } from '../../contract/realtime/crash';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import type { Realtime, TopicUpdate } from '../realtime/connection';

/**
 * What the page hears about crash: the round's whole state (first, after every reconnect, and after a resync), then
 * its events; each with the server's clock when it was sent and the socket's clock offset (server − client, ms;
 * null before the first pong), so countdowns and the curve run on server time.
 */
export type CrashUpdate =
  | { kind: 'snapshot'; data: CrashState; serverTime: number; offsetMs: number | null }
  | { kind: 'event'; data: CrashEvent; serverTime: number; offsetMs: number | null };

export interface CrashDeps {
  http: HttpClient;
  /** Crash's service base now (spec §7: the API base in use, on crash's own port when one is configured). */
  base: () => string;
  realtime: Pick<Realtime, 'subscribe' | 'clockOffset'>;
  /** A bet or cash-out answered the player's cash balance (and the bonus balance, when it touched bonus money). */
  onCashBalance(balance: string, bonusBalance?: string): void;
  newKey?: () => string;
}

/** The round an event belongs to (null: it names none). */
function roundOf(event: CrashEvent): number | null {
  switch (event.type) {
    case 'opened':
    case 'busted':
      return event.round.id;
    case 'running':
      return event.round_id;
    case 'tick':
      return event.r;
    case 'bet':
    case 'cashed_out':
      return event.bet.round_id;
  }
}

/**
 * Crash in the worker: the `crash` topic of the tab's socket for the page (with the player's own bets marked: the
 * bus's events never say whose a bet is, the worker knows its bets by their ids), a resync from GET state when an
 * event names a round the page was not told about (a missed `opened`), and the bets and cash-outs, each under its
 * own Idempotency-Key, their answers checked against the contract.
 */
export function createCrash(deps: CrashDeps) {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const mine = new Set<number>();
  let currentRound: number | null = null;

  const marked = (bet: CrashBet): CrashBet => {
    if (bet.mine) mine.add(bet.id);
    return mine.has(bet.id) && !bet.mine ? { ...bet, mine: true } : bet;
  };
  const markState = (state: CrashState): CrashState => ({ ...state, bets: state.bets.map(marked) });
  const markEvent = (event: CrashEvent): CrashEvent =>
    event.type === 'bet' || event.type === 'cashed_out' ? { ...event, bet: marked(event.bet) } : event;

  async function state(): Promise<ApiResult<CrashState>> {
    return attempt(async () => markState((await call(deps.http, CRASH_API.state, { baseURL: deps.base() })).data));
  }

  function betAnswer(answer: { data: CrashBetAnswer }): CrashBetAnswer {
    mine.add(answer.data.bet.id);
    deps.onCashBalance(answer.data.balance, answer.data.bonus_balance);
    return { ...answer.data, bet: { ...answer.data.bet, mine: true } };
  }

  return {
    /** Holds the crash topic for `listener` until the returned function is called. */
    watch(listener: (update: CrashUpdate) => void): () => void {
      let resyncing = false;
      const resync = async () => {
        if (resyncing) return;
        resyncing = true;
        const answer = await state();
        resyncing = false;
        if (!answer.ok) return;
        currentRound = answer.data.round?.id ?? null;
        listener({
          kind: 'snapshot',
          data: answer.data,
          serverTime: answer.data.server_time,
          offsetMs: deps.realtime.clockOffset(),
        });
      };
      return deps.realtime.subscribe(CRASH_TOPIC, (update: TopicUpdate) => {
        const offsetMs = deps.realtime.clockOffset();
        if (update.kind === 'snapshot') {
          const data = markState(update.data as CrashState);
          currentRound = data.round?.id ?? null;
          listener({ kind: 'snapshot', data, serverTime: update.serverTime, offsetMs });
          return;
        }
        const event = markEvent(update.data as CrashEvent);
        if (event.type === 'opened') currentRound = event.round.id;
        else if (roundOf(event) !== currentRound) {
          // An event of a round the page does not have (its `opened` was missed): the round's state again.
          void resync();
          return;
        }
        listener({ kind: 'event', data: event, serverTime: update.serverTime, offsetMs });
      });
    },

    state,

    /** A bet in the open round (several per round), under a new Idempotency-Key. */
    bet(body: CrashBetBody): Promise<ApiResult<CrashBetAnswer>> {
      return attempt(async () =>
        betAnswer(
          await call(deps.http, CRASH_API.bet, {
            body,
            headers: { 'Idempotency-Key': newKey() },
            baseURL: deps.base(),
          }),
        ),
      );
    },

    /** Cashes out one of the player's bets at the multiplier of the server's clock when it arrives. */
    cashout(betId: number): Promise<ApiResult<CrashBetAnswer>> {
      return attempt(async () =>
        betAnswer(
          await call(deps.http, CRASH_API.cashout, {
            params: { id: betId },
            headers: { 'Idempotency-Key': newKey() },
            baseURL: deps.base(),
          }),
        ),
      );
    },

    /** The busted rounds (newest first) and the chain's published commitment and salt. */
    history(limit = 20): Promise<ApiResult<{ rounds: CrashRound[]; fairness: CrashFairness | null }>> {
      return attempt(async () => {
        const [rounds, fairness] = await Promise.all([
          call(deps.http, CRASH_API.rounds, { query: { limit }, baseURL: deps.base() }),
          call(deps.http, CRASH_API.fairness, { baseURL: deps.base() }),
        ]);
        return { rounds: rounds.data, fairness: fairness.data };
      });
    },

    /** The published checkpoints (game → hash), the verifier's stepping stones. */
    checkpoints(): Promise<ApiResult<Map<number, string>>> {
      return attempt(async () => {
        const answer = await call(deps.http, CRASH_API.checkpoints, { baseURL: deps.base() });
        return new Map(answer.data.map((checkpoint) => [checkpoint.game, checkpoint.hash]));
      });
    },

    /** Signed out: the bets known as the player's are no longer anyone's here. */
    forget() {
      mine.clear();
    },
  };
}

export type Crash = ReturnType<typeof createCrash>;
