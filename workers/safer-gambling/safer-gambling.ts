import {
  type BlockBody,
  type PlaySession,
  SAFER_GAMBLING_API,
  type SaferGambling,
  type SetLimitBody,
} from '../../contract/api/safer-gambling';
import { TWO_FACTOR_API } from '../../contract/api/two-factor';
import type { Currency } from '../../contract/money';
import { type ApiResult, attempt } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** The session clock ticks this often; a failed reality check asks again this much later. */
export const CLOCK_TICK_MS = 1000;
export const REALITY_CHECK_RETRY_MS = 30_000;

/** A reality check the page shows (RTS 13): how long the session has run and what it won or lost. */
export interface RealityCheck {
  elapsedS: number;
  net: string;
  wagered: string;
  currency: Currency;
}

interface SaferGamblingDeps {
  http: HttpClient;
  emit: EmitWorkerEvent;
  signedIn: () => boolean;
  now?: () => number;
}

/**
 * The player's safer-gambling tools and the session clock. The session's start is the server's (the sign-in); this
 * worker keeps the timers: `playClock` every second while signed in (the layout shows the elapsed time), and a
 * `realityCheck` at each interval the player chose, counted from the session's start, then from each "continue".
 */
export function createSaferGambling(deps: SaferGamblingDeps) {
  const { http, emit } = deps;
  const now = deps.now ?? Date.now;
  let session: { startedAt: number; intervalMs: number | null } | null = null;
  let nextCheckAt: number | null = null;
  let checkOpen = false;
  /** Told when a reality check comes due (an auto-bet run ends then). */
  const dueListeners = new Set<() => void>();
  let ticker: ReturnType<typeof setInterval> | null = null;

  const elapsedS = () => (session ? Math.max(0, Math.floor((now() - session.startedAt) / 1000)) : 0);

  function apply(answer: PlaySession): void {
    const startedAt = Date.parse(answer.started_at);
    const intervalMs = answer.reality_check_interval_s === null ? null : answer.reality_check_interval_s * 1000;
    session = { startedAt, intervalMs };
    if (intervalMs === null) nextCheckAt = null;
    else if (!checkOpen) {
      // The next whole interval since the start that is still ahead.
      const passed = Math.floor((now() - startedAt) / intervalMs) + 1;
      nextCheckAt = startedAt + passed * intervalMs;
    }
    if (!ticker) ticker = setInterval(tick, CLOCK_TICK_MS);
    tick();
  }

  function tick(): void {
    if (!deps.signedIn()) {
      stop();
      return;
    }
    if (!session) return;
    emit('playClock', { startedAt: session.startedAt, elapsedS: elapsedS() });
    if (nextCheckAt !== null && !checkOpen && now() >= nextCheckAt) void check();
  }

  async function check(): Promise<void> {
    checkOpen = true;
    for (const listener of dueListeners) listener();
    const result = await attempt(() => call(http, SAFER_GAMBLING_API.session));
    if (!result.ok || !session) {
      checkOpen = false;
      nextCheckAt = now() + REALITY_CHECK_RETRY_MS;
      return;
    }
    const { net, wagered, currency } = result.data.data;
    emit('realityCheck', { check: { elapsedS: elapsedS(), net, wagered, currency } });
  }

  function stop(): void {
    if (ticker) clearInterval(ticker);
    ticker = null;
    const wasRunning = session !== null;
    session = null;
    nextCheckAt = null;
    checkOpen = false;
    if (wasRunning) {
      emit('playClock', { startedAt: null, elapsedS: 0 });
      emit('realityCheck', { check: null });
    }
  }

  /** The tools' answers: the new state, or the failure as is. */
  async function tools(run: () => Promise<{ data: SaferGambling }>): Promise<ApiResult<SaferGambling>> {
    const result = await attempt(run);
    return result.ok ? { ok: true, data: result.data.data } : result;
  }

  return {
    /** Signed in (a login or a restored session): reads the session's start and starts the clock. */
    async start(): Promise<void> {
      const result = await attempt(() => call(http, SAFER_GAMBLING_API.session));
      if (result.ok && deps.signedIn()) apply(result.data.data);
    },
    stop,
    /** A reality check is due or on screen: the player has not said "continue" yet. */
    realityCheckDue: () => checkOpen,
    /** Calls `listener` each time a reality check comes due; answers the unsubscribe. */
    onRealityCheck(listener: () => void): () => void {
      dueListeners.add(listener);
      return () => dueListeners.delete(listener);
    },
    /** The player read the reality check and plays on: the next one comes a whole interval later. */
    continuePlay(): void {
      checkOpen = false;
      nextCheckAt = session?.intervalMs ? now() + session.intervalMs : null;
      emit('realityCheck', { check: null });
    },
    overview: () => tools(() => call(http, SAFER_GAMBLING_API.get)),
    setLimit: (body: SetLimitBody) => tools(() => call(http, SAFER_GAMBLING_API.setLimit, { body })),
    confirmLimit: (body: Pick<SetLimitBody, 'kind' | 'period'>) =>
      tools(() => call(http, SAFER_GAMBLING_API.confirmLimit, { body })),
    block: (body: BlockBody) => tools(() => call(http, SAFER_GAMBLING_API.block, { body })),
    twoFactor: () => attempt(async () => (await call(http, TWO_FACTOR_API.state)).data),
    twoFactorSetup: () => attempt(async () => (await call(http, TWO_FACTOR_API.setup)).data),
    twoFactorEnable: (code: string) =>
      attempt(async () => (await call(http, TWO_FACTOR_API.enable, { body: { code } })).data),
    twoFactorDisable: (code: string) =>
      attempt(async () => (await call(http, TWO_FACTOR_API.disable, { body: { code } })).data),
    async setRealityCheck(minutes: number | null): Promise<ApiResult<SaferGambling>> {
      const result = await tools(() => call(http, SAFER_GAMBLING_API.realityCheck, { body: { minutes } }));
      if (result.ok) await this.start();
      return result;
    },
  };
}

export type SaferGamblingTools = ReturnType<typeof createSaferGambling>;
