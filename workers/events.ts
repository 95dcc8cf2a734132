import type { GameBet, GameName } from '../contract/api/games';
import type { ProfileAnswer } from '../contract/api/profile';
import type { ApiResult } from './api-result';
import type { AutoBetEvent } from './autobet/autobet';
import type { InvoiceView } from './billing/views';
import type { CaseOpened, CaseSold } from './games/cases';
import type { PlayableGame, SettledBet } from './games/games';
import type { RoundAnswer, StepGame } from './games/multistep';
import type { RealityCheck } from './safer-gambling/safer-gambling';
import type { SportsPush } from './sports/feed';
import type { TournamentPush } from './tournaments/feed';

/** A game write that was answered `unconfirmed`, now answered by the server (its key names it). */
export type ConfirmedWrite =
  | { op: 'bet'; key: string; game: PlayableGame; result: ApiResult<SettledBet> }
  | { op: 'round'; key: string; game: StepGame; result: ApiResult<RoundAnswer> }
  | { op: 'caseOpen'; key: string; result: ApiResult<CaseOpened> }
  | { op: 'caseSell'; key: string; result: ApiResult<CaseSold> };

/** Everything the worker pushes to the page, by event name (one typed map, no string protocols). */
export interface WorkerEventMap {
  /** The access token changed (null: signed out). The page keeps it in the spec's cookies. */
  session: { token: string | null };
  /** The latest profile and when it was fetched; `stale` when it comes from the offline copy. */
  profile: { profile: ProfileAnswer | null; updatedAt: number | null; stale: boolean };
  /** A newer build than the running one is deployed. */
  build: { latestId: string };
  /** The worker wants the page to leave for an address (the SSO link after a failed refresh). */
  /** Leave for `url`; `sso`: the on-load SSO redirect, which the page remembers for the browser session. */
  redirect: { url: string; sso?: boolean };
  /** The deposit process: its invoice (null: none), seconds left and last status. */
  invoice: { invoice: InvoiceView | null; secondsLeft: number; status: number | null };
  /** The invoice was paid (status 3): PayIn closes, SuccessPayment opens. */
  invoicePaid: { invoice: InvoiceView };
  /** The invoice failed or expired before payment. */
  invoiceEnded: { invoice: InvoiceView; reason: 'failed' | 'expired' };
  /** Time to offer a deposit (spec §4: 17 s after registration or load). */
  depositPrompt: Record<string, never>;
  /**
   * A mirror the app can move to (null: none): `failover` when the API moved there because the current host stopped
   * answering, `redirect` when the server says this domain is being retired.
   */
  mirror: { domain: string | null; site: string | null; reason: 'failover' | 'redirect' };
  /** A call answered HTTP 451: the visitor is geo-blocked (spec §4, §8); the page goes to /no-access. */
  geoBlocked: Record<string, never>;
  /** The support chat's unread count (operator messages the player has not seen). */
  support: { unread: number };
  /** A write answered `unconfirmed` is known now: the server's answer (the balance is pushed as `profile`). */
  confirmed: ConfirmedWrite;
  /** The connection came back: the server's newest rounds of a game the page showed. */
  recentBets: { game: GameName; items: GameBet[] };
  /** The connection came back: the open round of hilo or miner as the server has it (null: none). */
  activeRound: { game: StepGame; bet: GameBet | null };
  /** The signed-in session's clock, every second (startedAt null: signed out). */
  playClock: { startedAt: number | null; elapsedS: number };
  /** A reality check to show (null: none, or it was answered). */
  realityCheck: { check: RealityCheck | null };
  /** An auto-bet run's figures, with the round (or miner step) just answered; `running: false` ends it. */
  autoBet: AutoBetEvent;
  /** The watched tournament's standings and the player's place, when they change (tournaments/feed.ts). */
  tournament: TournamentPush;
  /** The sportsbook's events in view and the open event's markets, when they change (sports/feed.ts). */
  sports: SportsPush;
}

export type WorkerEvent = {
  [K in keyof WorkerEventMap]: { type: K; payload: WorkerEventMap[K] };
}[keyof WorkerEventMap];

export type EmitWorkerEvent = <K extends keyof WorkerEventMap>(type: K, payload: WorkerEventMap[K]) => void;

export function createEmitter(listener: (event: WorkerEvent) => void): EmitWorkerEvent {
  return (type, payload) => listener({ type, payload } as WorkerEvent);
}
