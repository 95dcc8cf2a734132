import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BET_LIMITS } from '../../../../contract/bet-limits';
import { crashPayout } from '../../../../contract/games/rules/crash';
import { fromMinor, toMinor } from '../../../../contract/money';
import { failureLines, translateErrorCode } from '../../../i18n/error-messages';
import { formatMoney } from '../../../lib/format';
import { useDraft } from '../../../lib/use-draft';
import { useApp } from '../../../stores/app';
import { cashOutCrashBet, placeCrashBet, useCrash } from '../../../stores/crash';
import { notify } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { useOpenModal } from '../../layout/use-open-modal';
import { BetAmountField } from '../BetAmountField';
import styles from '../GameLayout.module.css';
import { useStakeCheck } from '../use-stake-check';
import { autoCashoutValue } from './auto-cashout';
import crash from './Crash.module.css';
import { shownBets } from './crash-round';
import { useCrashFrame } from './use-crash-frame';

/**
 * The bet panel: the stake within spec §9's crash limits of the player's currency, an optional automatic cash-out,
 * Bet while the round takes bets (several bets a round), and Cash out of the player's open bets at the multiplier of
 * the server's clock when it arrives. Everything is a native control: it all works by keyboard.
 */
export function CrashBetPanel() {
  const { t } = useLingui();
  const locale = useLocale();
  const autoId = useId();
  const openModal = useOpenModal();
  const { status, profile } = useSession();
  const { online } = useApp();
  const view = useCrash();
  const frame = useCrashFrame();
  const signedIn = status === 'signed-in';
  const currency = profile?.data.currency ?? 'RUB';
  const { min, max } = BET_LIMITS[currency].crash;
  const limits = {
    min: min === null ? null : fromMinor(min, currency),
    max: max === null ? null : fromMinor(max, currency),
  };
  const checkStake = useStakeCheck(limits, currency);
  const [amount, setAmount] = useDraft('bet:crash', '');
  const [auto, setAuto] = useDraft('bet:crash:auto', '');
  const [problem, setProblem] = useState<string | null>(null);
  const [autoProblem, setAutoProblem] = useState<string | null>(null);
  const [betting, setBetting] = useState(false);
  const [cashing, setCashing] = useState(false);
  const stake = amount || limits.min || '1.00';

  const mine = shownBets(view, frame.phase === 'busted').filter((bet) => bet.mine);
  const open = view.bets.filter((bet) => bet.mine && bet.status === 'active');
  const canBet = signedIn && online && frame.bettingOpen;
  const canCashOut = signedIn && online && frame.phase === 'running' && open.length > 0;
  const worth = open.reduce((sum, bet) => sum + crashPayout(toMinor(bet.amount, bet.currency), frame.multiplier), 0n);

  const refused = (failure: Parameters<typeof failureLines>[0]) => {
    if (failure.kind === 'validation') {
      const lines = failureLines(failure);
      if (failure.errors.auto_cashout) setAutoProblem(lines.join(' '));
      else setProblem(lines.join(' '));
      return;
    }
    notify({ kind: 'error', title: t`Error`, lines: failureLines(failure) });
  };

  const bet = async () => {
    const stakeIssue = checkStake(stake);
    const target = autoCashoutValue(auto);
    setProblem(stakeIssue);
    setAutoProblem(target === 'invalid' ? translateErrorCode('auto_cashout_invalid') : null);
    if (stakeIssue || target === 'invalid') return;
    setBetting(true);
    try {
      const result = await placeCrashBet({ amount: stake, auto_cashout: target });
      if (!result.ok) refused(result.failure);
    } finally {
      setBetting(false);
    }
  };

  const cashOut = async (ids: number[]) => {
    setCashing(true);
    try {
      for (const id of ids) {
        const result = await cashOutCrashBet(id);
        if (!result.ok) refused(result.failure);
      }
    } finally {
      setCashing(false);
    }
  };

  return (
    <form
      className={`${styles.panel} ${crash.panel}`}
      aria-label={t`Crash bet`}
      onSubmit={(event) => {
        event.preventDefault();
        if (signedIn) void bet();
        else openModal('login');
      }}
    >
      <p className={styles.demo}>
        {signedIn ? t`Real-money mode: bets use your balance.` : t`Log in to bet: crash is played for real money only.`}
      </p>
      <div className={`${styles.controls} ${crash.controls}`}>
        <div className={crash.actions}>
          {signedIn ? (
            <Button type="submit" variant={canCashOut ? 'secondary' : 'primary'} wide busy={betting} disabled={!canBet}>
              {t`Bet`}
            </Button>
          ) : (
            <Button type="submit" variant="primary" wide>
              {t`Log in to bet`}
            </Button>
          )}
          {signedIn && (
            <Button
              variant={canCashOut ? 'primary' : 'secondary'}
              wide
              busy={cashing}
              disabled={!canCashOut}
              onClick={() => void cashOut(open.map((bet) => bet.id))}
            >
              {canCashOut ? t`Cash out ${formatMoney(fromMinor(worth, currency), currency, locale)}` : t`Cash out`}
            </Button>
          )}
        </div>
        <p className={crash.phaseHint} aria-live="polite">
          {!signedIn
            ? ''
            : !online
              ? t`Bets need a connection.`
              : frame.bettingOpen
                ? open.length > 0
                  ? t`You can add more bets until the round starts.`
                  : t`Bets are open until the round starts.`
                : t`Bets open again when this round ends.`}
        </p>
        <BetAmountField
          value={stake}
          onChange={setAmount}
          limits={limits}
          balance={signedIn ? (profile?.data.total_balance ?? null) : null}
          currency={currency}
          problem={problem}
          offline={signedIn && !online}
        />
        <div>
          <label htmlFor={autoId} className={styles.label}>
            {t`Auto cash-out at (×), optional`}
          </label>
          <input
            id={autoId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.00"
            value={auto}
            onChange={(event) => setAuto(event.target.value.replace(',', '.'))}
            aria-invalid={autoProblem ? true : undefined}
            aria-describedby={`${autoId}-hint`}
          />
          <p
            id={`${autoId}-hint`}
            className={autoProblem ? styles.problem : styles.hint}
            role={autoProblem ? 'alert' : undefined}
          >
            {autoProblem ?? t`Empty: you cash out yourself. From 1.01×.`}
          </p>
        </div>
        {mine.length > 0 && (
          <ul className={crash.myBets} aria-label={t`Your bets this round`}>
            {mine.map((bet) => (
              <li key={bet.id} data-testid="crash-my-bet" data-status={bet.status}>
                <span>{formatMoney(bet.amount, bet.currency, locale)}</span>
                <span>
                  {bet.status === 'cashed_out' && bet.cashout
                    ? t`Won ${formatMoney(bet.payout, bet.currency, locale)} at ${bet.cashout}×`
                    : bet.status === 'lost'
                      ? t`Lost`
                      : bet.auto_cashout
                        ? t`Auto at ${bet.auto_cashout}×`
                        : t`In play`}
                </span>
                {bet.status === 'active' && open.length > 1 && (
                  <button
                    type="button"
                    className={crash.cashOne}
                    aria-label={t`Cash out the ${formatMoney(bet.amount, bet.currency, locale)} bet`}
                    disabled={!canCashOut || cashing}
                    onClick={() => void cashOut([bet.id])}
                  >
                    {t`Cash out this bet`}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.rules}>
          {t`The curve grows from 1.00× until it crashes at a point fixed in advance. The server's clock decides: a cash-out that arrives at or after the crash loses.`}
        </p>
      </div>
    </form>
  );
}
