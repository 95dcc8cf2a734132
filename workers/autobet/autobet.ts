import type { z } from 'zod';
import {
  AUTO_ROUND_SHOWN_WITHIN_MS,
  AutoBetPlan,
  AutoBetSettings,
  type AutoBetStop,
  afterRound,
  nextBet,
  type RunState,
  type Strategy,
  scaleChips,
  startRun,
} from '../../contract/games/autobet';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import type { ApiFailure, ApiResult } from '../api-result';
import type { EmitWorkerEvent } from '../events';
import type { Games, SettledBet } from '../games/games';
import type { RoundAnswer } from '../games/multistep';

/** A run's figures as the page shows them. */
export interface AutoBetProgress {
  /** Which run (the page tells a new run's figures from the last one's). */
  run: number;
  game: AutoBetPlan['game'];
  running: boolean;
  played: number;
  /** The run's net result so far (payouts minus stakes). */
  net: string;
  /** The stake of the next round. */
  stake: string;
  currency: Currency;
  stop: AutoBetStop | null;
  /** Why the last round failed (`stop` is `failed` or `unconfirmed`). */
  failure: ApiFailure | null;
}

/** What the page hears about a run: its figures, and the round (or miner step) just answered, shown like a manual one. */
export interface AutoBetEvent {
  progress: AutoBetProgress;
  round?: { kind: 'bet'; settled: SettledBet } | { kind: 'step'; answer: RoundAnswer };
  /** The run goes on once the page calls `shown(ack)`, the round's animation landed (absent: the run ended). */
  ack?: AutoRoundAck;
}

interface AutoBetDeps {
  games: Pick<Games, 'bet' | 'config' | 'multistep'>;
  signedIn: () => boolean;
  /** The browser's network state: a real-money run stops without it (demo rounds need none). */
  online: () => boolean;
  /** A reality check is due or on screen (workers/safer-gambling): no round leaves until the player has read it. */
  realityCheckDue: () => boolean;
  emit: EmitWorkerEvent;
  /** How long a round may take to be shown before the run goes on anyway. */
  shownWithinMs?: number;
}

/** A round's figures in minor units. */
type Played = { ok: true; stake: bigint; payout: bigint; balance: bigint } | { ok: false; failure: ApiFailure };

const refused = (failure: ApiFailure): ApiResult<never> => ({ ok: false, failure });

function validation(error: z.ZodError, prefix: string): ApiFailure {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { kind: 'validation', status: 422, errors };
}

/** A round of a run, as the page acknowledges it (a late answer for an earlier run counts for nothing). */
export interface AutoRoundAck {
  run: number;
  round: number;
}

interface Run {
  id: number;
  progress: AutoBetProgress;
  /** Why the run ends before its next round (the player's request, the network gone, a reality check). */
  stopping: AutoBetStop | null;
  /** The rounds the page has shown so far (its acknowledgements). */
  shown: number;
  /** Ends the wait for the page (an acknowledgement, a stop request). */
  wake: (() => void) | null;
}

/**
 * Auto-bet in the worker: one run at a time, one round in flight. Each round goes through the games' own calls (the
 * manual bet's path: its Idempotency-Key, its resends while the answer is lost, demo rounds for visitors). The next
 * round leaves only once the page has shown the last one (its animation landed; at once with reduced motion or in
 * instant mode), so the run never runs ahead of what the player sees. A stop request takes effect before the next
 * round leaves, also during that wait; any failure ends the run with it.
 */
export function createAutoBet(deps: AutoBetDeps) {
  let run: Run | null = null;
  let runs = 0;
  const shownWithinMs = deps.shownWithinMs ?? AUTO_ROUND_SHOWN_WITHIN_MS;

  /** Until the page has shown round `played`, the run is stopped, or the page stayed silent too long. */
  const shownBy = (current: Run, played: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, shownWithinMs);
      function done(): void {
        clearTimeout(timer);
        current.wake = null;
        resolve();
      }
      current.wake = () => {
        if (current.stopping || current.shown >= played) done();
      };
      current.wake();
    });

  const emit = (event: AutoBetEvent) => deps.emit('autoBet', event);

  /** Marks the run to end before its next round, waking it if it waits for the page (the first reason holds). */
  function end(reason: AutoBetStop): AutoBetProgress | null {
    if (!run) return null;
    run.stopping ??= reason;
    run.wake?.();
    return run.progress;
  }

  async function playOne(plan: AutoBetPlan, stake: bigint, currency: Currency, report: (r: RoundAnswer) => void) {
    const amount = fromMinor(stake, currency);
    const figures = (bet: { amount: string; payout: string; currency: Currency }, balance: string): Played => ({
      ok: true,
      stake: toMinor(bet.amount, bet.currency),
      payout: toMinor(bet.payout, bet.currency),
      balance: toMinor(balance, bet.currency),
    });
    if (plan.game === 'miner') {
      let round = await deps.games.multistep.start('miner', { ...plan.body, amount });
      for (const tile of plan.tiles) {
        if (!round.ok || round.data.bet.status !== 'active') break;
        report(round.data);
        round = await deps.games.multistep.step('miner', { tile, version: round.data.bet.version });
      }
      if (round.ok && round.data.bet.status === 'active') {
        report(round.data);
        round = await deps.games.multistep.cashout('miner', round.data.bet.version);
      }
      if (!round.ok) return { played: { ok: false, failure: round.failure } as Played };
      return { played: figures(round.data.bet, round.data.balance), round: round.data };
    }
    let result: ApiResult<SettledBet>;
    if (plan.game === 'roulette') {
      const chips = scaleChips(
        plan.body.chips.map((chip) => toMinor(chip.amount, currency)),
        stake,
      );
      if (!chips) {
        const failure: ApiFailure = {
          kind: 'validation',
          status: 422,
          errors: { chips: ['chips_too_small: The stake is too small to cover every chip'] },
        };
        return { played: { ok: false, failure } as Played };
      }
      const body = {
        chips: plan.body.chips.map((chip, i) => ({ ...chip, amount: fromMinor(chips[i] ?? 0n, currency) })),
      };
      result = await deps.games.bet('roulette', body);
    } else result = await deps.games.bet(plan.game, { ...plan.body, amount });
    if (!result.ok) return { played: { ok: false, failure: result.failure } as Played };
    return { played: figures(result.data.bet, result.data.balance), settled: result.data };
  }

  async function loop(plan: AutoBetPlan, strategy: Strategy, base: bigint, currency: Currency): Promise<void> {
    const current = run;
    if (!current) return;
    const signedIn = deps.signedIn();
    let state: RunState = startRun(base);
    let balance: bigint | null = null;
    const show = (figures: RunState, end: { stop: AutoBetStop; failure?: ApiFailure } | null) => {
      current.progress = {
        ...current.progress,
        running: end === null,
        played: figures.played,
        net: fromMinor(figures.net, currency),
        stake: fromMinor(figures.stake, currency),
        stop: end?.stop ?? null,
        failure: end?.failure ?? null,
      };
      if (end) run = null;
      return current.progress;
    };
    const finish = (stop: AutoBetStop, failure?: ApiFailure) => emit({ progress: show(state, { stop, failure }) });

    for (;;) {
      if (current.stopping) return finish(current.stopping);
      if (deps.signedIn() !== signedIn) return finish('session');
      if (signedIn && !deps.online()) return finish('offline');
      if (signedIn && deps.realityCheckDue()) return finish('realityCheck');
      const stake = nextBet(strategy, state, balance);
      if (typeof stake !== 'bigint') return finish(stake);
      const answer = await playOne(plan, stake, currency, (step) =>
        emit({ progress: current.progress, round: { kind: 'step', answer: step } }),
      );
      const { played } = answer;
      if (!played.ok) return finish(played.failure.kind === 'unconfirmed' ? 'unconfirmed' : 'failed', played.failure);
      balance = played.balance;
      const after = afterRound(strategy, state, played.stake, played.payout);
      state = after.run;
      const round =
        'settled' in answer && answer.settled
          ? ({ kind: 'bet', settled: answer.settled } as const)
          : 'round' in answer && answer.round
            ? ({ kind: 'step', answer: answer.round } as const)
            : undefined;
      emit({
        progress: show(state, after.stop ? { stop: after.stop } : null),
        round,
        ...(after.stop ? {} : { ack: { run: current.id, round: state.played } }),
      });
      if (after.stop) return;
      await shownBy(current, state.played);
    }
  }

  return {
    /** Starts a run; answers its first figures at once (the rounds follow as `autoBet` events). */
    async start(planInput: unknown, settingsInput: unknown): Promise<ApiResult<AutoBetProgress>> {
      if (run) return refused({ kind: 'http', status: 409, code: 'auto_bet_running', message: 'Auto-bet is running' });
      const plan = AutoBetPlan.safeParse(planInput);
      if (!plan.success) return refused(validation(plan.error, 'plan'));
      const settings = AutoBetSettings.safeParse(settingsInput);
      if (!settings.success) return refused(validation(settings.error, 'settings'));
      const config = await deps.games.config();
      if (!config.ok) return config;
      if (run) return refused({ kind: 'http', status: 409, code: 'auto_bet_running', message: 'Auto-bet is running' });
      const { currency, limits } = config.data;
      const limit = limits[plan.data.game] ?? { min: null, max: null };
      const minor = (amount: string | null) => (amount === null ? null : toMinor(amount, currency));
      let base: bigint;
      let strategy: Strategy;
      try {
        base =
          plan.data.game === 'roulette'
            ? plan.data.body.chips.reduce((sum, chip) => sum + toMinor(chip.amount, currency), 0n)
            : toMinor(plan.data.body.amount, currency);
        strategy = {
          ...settings.data,
          stopOnProfit: minor(settings.data.stopOnProfit),
          stopOnLoss: minor(settings.data.stopOnLoss),
          stopOnWinAbove: minor(settings.data.stopOnWinAbove),
          min: minor(limit.min),
          max: minor(limit.max),
        };
      } catch {
        return refused({ kind: 'validation', status: 422, errors: { amount: ['amount_invalid: Too many decimals'] } });
      }
      const id = ++runs;
      const progress: AutoBetProgress = {
        run: id,
        game: plan.data.game,
        running: true,
        played: 0,
        net: fromMinor(0n, currency),
        stake: fromMinor(base, currency),
        currency,
        stop: null,
        failure: null,
      };
      run = { id, progress, stopping: null, shown: 0, wake: null };
      void loop(plan.data, strategy, base, currency);
      return { ok: true, data: progress };
    },

    /** Ends the run before its next round (the round in flight, if any, is answered and counted first). */
    stop(): AutoBetProgress | null {
      return end('requested');
    },

    /** The network went away, or a reality check came due: the run ends as `stop` does, saying why. */
    interrupt(reason: 'offline' | 'realityCheck'): void {
      // Demo rounds need no network.
      if (reason === 'offline' && !deps.signedIn()) return;
      end(reason);
    },

    /** The page has shown a round (the event's `ack`): the next one may leave. */
    shown(ack: AutoRoundAck): void {
      if (run?.id !== ack.run) return;
      run.shown = Math.max(run.shown, ack.round);
      run.wake?.();
    },

    /** The running run's figures (null: none), for a page that opens while one runs. */
    current: (): AutoBetProgress | null => run?.progress ?? null,
  };
}

export type AutoBet = ReturnType<typeof createAutoBet>;
