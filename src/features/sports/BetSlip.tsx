import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import type { Snapshot } from 'valtio';
import type { Currency } from '../../../contract/money';
import { ODDS_POLICIES, type OddsPolicy } from '../../../contract/sports/slip';
import type { ApiFailure } from '../../../workers/api-result';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { loadMyBonuses } from '../../stores/promo';
import {
  acceptChanges,
  accumulatorFigures,
  clearSlip,
  placeSlip,
  type SlipBetId,
  type SlipProblem,
  setMode,
  setPolicy,
  setStake,
  singlePayout,
  toggleSelection,
  useSlip,
} from '../../stores/sports-slip';
import { Button } from '../../ui/Button';
import { useMaxBetText } from '../bonus/use-max-bet-text';
import { useLocale } from '../layout/use-locale';
import { suspendReason } from './labels';
import styles from './Sports.module.css';

/** The bet slip: singles or an accumulator, stakes, the odds policy, refusals with their reasons. */
export function BetSlip({ currency, signedIn }: { currency: Currency; signedIn: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const slip = useSlip();
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const acc = accumulatorFigures(slip.selections, slip.stakes.acc, currency);
  const policyLabels: Record<OddsPolicy, string> = {
    any: t`Accept any odds change`,
    higher: t`Accept higher odds`,
    ask: t`Ask me`,
  };
  const policyId = useId();
  // The active bonus's max bet checks stakes before they are sent (placeSlip).
  useEffect(() => {
    if (signedIn) void loadMyBonuses();
  }, [signedIn]);

  return (
    <aside className={styles.slip} aria-label={t`Bet slip`} data-testid="bet-slip">
      <div className={styles.slipHead}>
        <h2 className={styles.slipTitle}>
          {t`Bet slip`} <span className={styles.count}>{slip.selections.length}</span>
        </h2>
        {slip.selections.length > 0 && (
          <button type="button" className={styles.linkButton} onClick={clearSlip}>
            {t`Clear`}
          </button>
        )}
      </div>
      {slip.placed.length > 0 && (
        <p className={styles.placed} role="status">
          {slip.placed.length === 1 ? t`Bet placed` : t`${slip.placed.length} bets placed`}
        </p>
      )}
      {slip.selections.length === 0 ? (
        <p className={styles.slipEmpty}>{t`Pick odds to add a selection.`}</p>
      ) : (
        <>
          {slip.selections.length > 1 && (
            <div className={styles.modes} role="radiogroup" aria-label={t`Bet type`}>
              {(['singles', 'accumulator'] as const).map((mode) => (
                <label key={mode} className={styles.mode}>
                  <input
                    type="radio"
                    name="slip-mode"
                    checked={slip.mode === mode}
                    disabled={mode === 'accumulator' && acc.problem !== null}
                    onChange={() => setMode(mode)}
                  />
                  {mode === 'singles' ? t`Singles` : t`Accumulator`}
                </label>
              ))}
            </div>
          )}
          <ul className={styles.legs}>
            {slip.selections.map((s) => (
              <li key={s.selectionId} className={styles.leg}>
                <div className={styles.legHead}>
                  <span className={styles.legName}>{s.name}</span>
                  <span className={styles.legOdds}>{s.odds}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t`Remove ${s.name}`}
                    onClick={() => toggleSelection(s)}
                  >
                    ×
                  </button>
                </div>
                <span className={styles.legEvent}>{s.eventName}</span>
                {slip.mode === 'singles' && (
                  <StakeField
                    id={s.selectionId}
                    stake={slip.stakes[s.selectionId] ?? ''}
                    payout={singlePayout(s.odds, slip.stakes[s.selectionId], currency)}
                    money={money}
                  />
                )}
                {slip.mode === 'singles' && (
                  <Problem id={s.selectionId} problem={slip.problems[s.selectionId]} currency={currency} />
                )}
              </li>
            ))}
          </ul>
          {slip.mode === 'accumulator' && (
            <div className={styles.accumulator}>
              <p className={styles.row}>
                <span>{t`Combined odds`}</span>
                <strong data-testid="combined-odds">{acc.odds}</strong>
              </p>
              <StakeField id="acc" stake={slip.stakes.acc ?? ''} payout={acc.payout} money={money} />
              <Problem id="acc" problem={slip.problems.acc} currency={currency} />
            </div>
          )}
          <label className={styles.policy} htmlFor={policyId}>
            <span>{t`When the odds change`}</span>
            <select id={policyId} value={slip.policy} onChange={(e) => setPolicy(e.target.value as OddsPolicy)}>
              {ODDS_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {policyLabels[policy]}
                </option>
              ))}
            </select>
          </label>
          {signedIn ? (
            <Button variant="primary" wide busy={slip.busy} onClick={() => void placeSlip(currency)}>
              {t`Place bet`}
            </Button>
          ) : (
            <p className={styles.slipEmpty}>
              <Trans>Log in to place bets.</Trans>
            </p>
          )}
        </>
      )}
    </aside>
  );
}

function StakeField({
  id,
  stake,
  payout,
  money,
}: {
  id: SlipBetId;
  stake: string;
  payout: string | null;
  money: (amount: string) => string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <div className={styles.stake}>
      <label htmlFor={inputId}>{t`Stake`}</label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        onChange={(e) => setStake(id, e.target.value)}
        data-testid={`stake-${id}`}
      />
      <span className={styles.payout}>
        {t`Potential payout`}: <strong>{payout ? money(payout) : '—'}</strong>
      </span>
    </div>
  );
}

function Problem({
  id,
  problem,
  currency,
}: {
  id: SlipBetId;
  problem: Snapshot<SlipProblem> | undefined;
  currency: Currency;
}) {
  const { t, i18n } = useLingui();
  const maxBetText = useMaxBetText(currency);
  if (!problem) return null;
  if (problem.kind === 'bonus_max_bet') {
    return (
      <p className={styles.problem} role="alert">
        {maxBetText(problem.maxBet)}
      </p>
    );
  }
  if (problem.kind === 'odds_changed') {
    const odds = problem.changes.map((c) => c.odds).join(', ');
    return (
      <div className={styles.problem} role="alert">
        <p>{t`The odds have changed: now ${odds}.`}</p>
        <Button variant="secondary" onClick={() => acceptChanges(id)}>
          {t`Accept new odds`}
        </Button>
      </div>
    );
  }
  if (problem.kind === 'suspended') {
    return (
      <p className={styles.problem} role="alert">
        {t`Not placed: the market is suspended (${suspendReason(i18n, problem.reason)}).`}
      </p>
    );
  }
  if (problem.kind === 'unknown') {
    return (
      <p className={styles.pending} role="status">
        {t`Checking whether this bet was made… Placing it again sends the same bet, never a second one.`}
      </p>
    );
  }
  return (
    <p className={styles.problem} role="alert">
      {failureLines(problem.failure as ApiFailure).join(' ')}
    </p>
  );
}
