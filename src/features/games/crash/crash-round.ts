import type { CrashBet, CrashRound } from '../../../../contract/api/crash';
import type { CrashUpdate } from '../../../../workers/crash/crash';

/** Busted rounds kept for the history strip (newest first). */
export const HISTORY_KEPT = 20;

/** The crash round as the page shows it, rebuilt from the worker's updates by `applyCrashUpdate`. */
export interface CrashView {
  round: CrashRound | null;
  /** The round's bets, in the order they came. */
  bets: CrashBet[];
  /** The newest tick of the running round: the multiplier (hundredths) at server time `t`. */
  tick: { m: number; t: number } | null;
  /** The server's clock minus the page's (ms). */
  offsetMs: number | null;
  /** Busted rounds, newest first. */
  history: CrashRound[];
  /** The round that busted last and its bets as settled (shown for a moment after the next round opened). */
  settled: { round: CrashRound; bets: CrashBet[] } | null;
  /** A snapshot has come: the round shown is the server's. */
  ready: boolean;
}

export const emptyCrashView = (): CrashView => ({
  round: null,
  bets: [],
  tick: null,
  offsetMs: null,
  history: [],
  settled: null,
  ready: false,
});

const hundredths = (multiplier: string) => Math.round(Number(multiplier) * 100);

/** Adds a busted round to the history (once, newest first). */
export function withBusted(history: readonly CrashRound[], round: CrashRound): CrashRound[] {
  if (round.phase !== 'busted') return [...history];
  return [round, ...history.filter((known) => known.id !== round.id)]
    .sort((a, b) => b.id - a.id)
    .slice(0, HISTORY_KEPT);
}

function upsert(bets: readonly CrashBet[], bet: CrashBet): CrashBet[] {
  const index = bets.findIndex((known) => known.id === bet.id);
  if (index < 0) return [...bets, bet];
  const known = bets[index] as CrashBet;
  // A late answer never takes a settled bet back to active; the bus's events never unmark the player's own.
  const newer = known.status !== 'active' && bet.status === 'active' ? known : bet;
  const next = [...bets];
  next[index] = { ...newer, mine: bet.mine || known.mine };
  return next;
}

/**
 * The next view after one update. A snapshot replaces the round (a reconnect's resync); events apply only to the
 * round they name. `receivedAt` (the page's clock) gives the offset from the message itself while the socket has
 * not measured one yet. The bust is shown only from the server's `busted`: nothing here guesses it.
 */
export function applyCrashUpdate(view: CrashView, update: CrashUpdate, receivedAt: number): CrashView {
  const offsetMs = update.offsetMs ?? view.offsetMs ?? update.serverTime - receivedAt;
  if (update.kind === 'snapshot') {
    const { round, bets, multiplier, server_time } = update.data;
    return {
      round,
      bets: round ? bets.filter((bet) => bet.round_id === round.id) : [],
      tick: round?.phase === 'running' ? { m: hundredths(multiplier), t: server_time } : null,
      offsetMs,
      history: round ? withBusted(view.history, round) : view.history,
      settled: round?.phase === 'busted' ? { round, bets: bets.filter((bet) => bet.round_id === round.id) } : null,
      ready: true,
    };
  }
  const event = update.data;
  const round = view.round;
  const base = { ...view, offsetMs };
  switch (event.type) {
    case 'opened':
      return { ...base, round: event.round, bets: [], tick: null };
    case 'running':
      if (round?.id !== event.round_id) return base;
      return { ...base, round: { ...round, phase: 'running', running_at: event.running_at } };
    case 'tick':
      if (round?.id !== event.r || round.phase === 'busted') return base;
      return { ...base, round: round.phase === 'running' ? round : { ...round, phase: 'running' }, tick: event };
    case 'bet':
    case 'cashed_out':
      if (round?.id !== event.bet.round_id) return base;
      return { ...base, bets: upsert(view.bets, event.bet) };
    case 'busted': {
      if (round && round.id !== event.round.id) return { ...base, history: withBusted(view.history, event.round) };
      // Targets the curve passed were paid (their cashed_out came first); every other open bet lost.
      const bets = view.bets.map((bet) => (bet.status === 'active' ? { ...bet, status: 'lost' as const } : bet));
      return {
        ...base,
        round: event.round,
        bets,
        history: withBusted(view.history, event.round),
        settled: { round: event.round, bets },
      };
    }
  }
}

/**
 * The bets the lists show: the round's, and while the last bust is still on the stage after the next round opened,
 * the busted round's settled bets before them.
 */
export function shownBets(
  view: {
    round: CrashRound | null;
    bets: readonly CrashBet[];
    settled: { round: CrashRound; bets: readonly CrashBet[] } | null;
  },
  showingBust: boolean,
): readonly CrashBet[] {
  const { settled } = view;
  if (!showingBust || !settled || settled.round.id === view.round?.id) return view.bets;
  return [...settled.bets, ...view.bets];
}

/** A bet answered to this player (a bet or a cash-out): into the round's list, marked as theirs. */
export function applyOwnBet(view: CrashView, bet: CrashBet): CrashView {
  if (view.round?.id !== bet.round_id) return view;
  return { ...view, bets: upsert(view.bets, { ...bet, mine: true }) };
}
