import { useEffect, useState } from 'react';
import type { Currency } from '../../../contract/money';
import type { ApiResult } from '../../../workers/api-result';
import type { RoundAnswer, StartBodies, StepBodies, StepGame } from '../../../workers/games/multistep';
import { cashoutRound, resumeRound, startRound, stepRound, useRounds } from '../../stores/rounds';
import { useSession } from '../../stores/session';
import { useRoundReport } from './use-round-report';
import { useStakeCheck } from './use-stake-check';

/**
 * A multi-step game's round on its page (hilo, miner): the open or last round, resumed after a reload or a
 * sign-in; start (after the stake check), steps and cash-out, one at a time. `busy` names what is running:
 * 'start', 'cashout', or the step's own label (a guess, a tile).
 */
export function useStepRound<G extends StepGame>(
  game: G,
  limits: { min: string | null; max: string | null },
  currency: Currency,
) {
  const checkStake = useStakeCheck(limits, currency);
  const { status } = useSession();
  const { round } = useRounds();
  const report = useRoundReport();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | number | null>(null);

  useEffect(() => {
    if (status !== 'loading') void resumeRound(game);
  }, [status, game]);

  const bet = round[game] ?? null;
  const active = bet?.status === 'active';

  const busyWith = async (label: string | number, action: () => Promise<ApiResult<RoundAnswer>>) => {
    setBusy(label);
    try {
      report(await action());
    } finally {
      setBusy(null);
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
      if (!issue) await busyWith('start', () => startRound(game, body));
    },
    async step(label: string | number, move: Omit<StepBodies[G], 'version'>) {
      if (!bet || !active || busy !== null) return;
      await busyWith(label, () => stepRound(game, { ...move, version: bet.version } as StepBodies[G]));
    },
    async cashOut() {
      if (bet && active) await busyWith('cashout', () => cashoutRound(game, bet.version));
    },
  };
}
