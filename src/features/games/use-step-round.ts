import { useEffect, useState } from 'react';
import type { Currency } from '../../../contract/money';
import type { ApiResult } from '../../../workers/api-result';
import type { RoundAnswer, StartBodies, StepBodies, StepGame } from '../../../workers/games/multistep';
import { useGames } from '../../stores/games';
import { cashoutRound, resumeRound, startRound, stepRound, useRounds } from '../../stores/rounds';
import { useSession } from '../../stores/session';
import { useRoundReport } from './use-round-report';
import { useStakeCheck } from './use-stake-check';

/**
 * A multi-step game's round on its page (hilo, miner): the open or last round, resumed after a reload or a
 * sign-in; start (after the stake check), steps and cash-out, one at a time. `busy` names what is running:
 * 'start', 'cashout', the step's own label (a guess, a tile), or 'unconfirmed' (an answer the worker is checking).
 */
export function useStepRound<G extends StepGame>(
  game: G,
  limits: { min: string | null; max: string | null },
  currency: Currency,
) {
  const checkStake = useStakeCheck(limits, currency);
  const { status } = useSession();
  const { round } = useRounds();
  const { unconfirmed } = useGames();
  const report = useRoundReport();
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState<string | number | null>(null);
  // A start, step or cash-out whose answer is unknown holds the round until the worker learns it.
  const busy = running ?? (unconfirmed[game] ? 'unconfirmed' : null);

  useEffect(() => {
    if (status !== 'loading') void resumeRound(game, status);
  }, [status, game]);

  const bet = round[game] ?? null;
  const active = bet?.status === 'active';

  const busyWith = async (label: string | number, action: () => Promise<ApiResult<RoundAnswer>>) => {
    setRunning(label);
    try {
      report(await action());
    } finally {
      setRunning(null);
    }
  };

  return {
    bet,
    active,
    problem,
    busy,
    async start(stake: string, body: StartBodies[G]) {
      const issue = checkStake(stake);
      setProblem(issue);
      if (!issue && busy === null) await busyWith('start', () => startRound(game, body));
    },
    async step(label: string | number, move: Omit<StepBodies[G], 'version'>) {
      if (!bet || !active || busy !== null) return;
      await busyWith(label, () => stepRound(game, { ...move, version: bet.version } as StepBodies[G]));
    },
    async cashOut() {
      if (bet && active && busy === null) await busyWith('cashout', () => cashoutRound(game, bet.version));
    },
  };
}
