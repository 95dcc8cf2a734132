import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Currency } from '../../../contract/money';
import type { ApiResult } from '../../../workers/api-result';
import type { SettledBet } from '../../../workers/games/games';
import { failureLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';
import { bonusState, loadMyBonuses } from '../../stores/promo';
import { useStakeCheck } from './use-stake-check';

/**
 * A one-shot game's bet form: checks the stake, plays the round while `busy`, and tells the player what went wrong
 * (the stake's problem under the field, a refused round as an error notice; a round whose answer was lost shows
 * UnconfirmedNotice instead). `play` answers the settled round, or null when there was none.
 */
export function useBetRound(limits: { min: string | null; max: string | null }, currency: Currency) {
  const { t } = useLingui();
  const checkStake = useStakeCheck(limits, currency);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** `free`: a free bet, whose stake is the campaign's and not the player's (no stake check). */
  const play = async (
    stake: string,
    round: () => Promise<ApiResult<SettledBet>>,
    free = false,
  ): Promise<SettledBet | null> => {
    const issue = free ? null : checkStake(stake);
    setProblem(issue);
    if (issue) return null;
    setBusy(true);
    try {
      const result = await round();
      // While a bonus is wagered, its progress (and its end) change with every round: read it again.
      if (result.ok && bonusState.mine?.bonuses.some((b) => b.status === 'active')) void loadMyBonuses();
      if (result.ok) return result.data;
      // Maybe made: the game's notice says the worker is checking (never "try again").
      if (result.failure.kind === 'unconfirmed') return null;
      notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { problem, busy, play, refuse: setProblem };
}
