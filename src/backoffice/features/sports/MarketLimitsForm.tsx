import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorEvent } from '../../../../contract/api/sports';
import { CURRENCIES, type Currency } from '../../../../contract/money';
import { Button } from '../../../ui/Button';
import { clearMarketLimits, setMarketLimits } from '../../stores/sports';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { AMOUNTS, type Amounts, amountsOf, LimitAmountFields } from './LimitAmounts';
import { marketName } from './labels';

type Market = OperatorEvent['markets'][number];
type Asking = 'set' | 'clear' | null;

/**
 * One market's own stake limits in a currency, set or cleared after a confirmation (they replace its kind's for a
 * leg on this market; cleared, the sportsbook's apply again). The server's 422 is shown beside its field.
 */
export function MarketLimitsForm({
  market,
  onDone,
  onCancel,
}: {
  market: Market;
  onDone: (line: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = marketName(i18n, market);
  const ownIn = (currency: Currency) => market.limits.find((row) => row.currency === currency);
  const [currency, setCurrency] = useState<Currency>(() => market.limits[0]?.currency ?? 'RUB');
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf(ownIn(currency)));
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);

  const run = async (action: 'set' | 'clear') => {
    setBusy(true);
    const result =
      action === 'set'
        ? await setMarketLimits(market.id, { currency, ...amounts })
        : await clearMarketLimits(market.id, currency);
    setBusy(false);
    setAsking(null);
    if (!result.ok) return setProblem(formProblem(i18n, result.failure, AMOUNTS));
    setProblem(NO_PROBLEM);
    onDone(
      action === 'set'
        ? t`The stake limits of ${name} in ${currency} are saved.`
        : t`${name} follows the sportsbook's limits in ${currency} again.`,
    );
  };

  return (
    <form
      className={styles.inlineForm}
      aria-labelledby="market-limits-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAsking('set');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id="market-limits-title" className={styles.cardTitle}>
        {t`Stake limits of ${name}`}
      </h3>
      <p className={styles.muted}>
        <Trans>
          A market's own limits replace its kind's for a bet on it, in the currency chosen. Cleared, the sportsbook's
          limits apply again.
        </Trans>
      </p>
      <div className={styles.fields}>
        <SelectField
          label={<Trans>Currency</Trans>}
          value={currency}
          choices={CURRENCIES.map((each) => [each, each] as const)}
          onChange={(next) => {
            setCurrency(next);
            setAmounts(amountsOf(ownIn(next)));
            setAsking(null);
            setProblem(NO_PROBLEM);
          }}
        />
        <LimitAmountFields amounts={amounts} onChange={setAmounts} problem={problem} idPrefix="market" />
      </div>
      <FormAlert lines={problem.general} />
      {asking === null ? (
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            <Trans>Save the limits</Trans>
          </Button>
          {ownIn(currency) && (
            <Button onClick={() => setAsking('clear')}>
              <Trans>Clear the limits in {currency}</Trans>
            </Button>
          )}
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : (
        <fieldset className={styles.actions} aria-label={t`Confirm`}>
          <p>
            {asking === 'set'
              ? t`Bets on ${name} in ${currency} take these limits from now on. Save them?`
              : t`Bets on ${name} in ${currency} take the sportsbook's limits again. Clear its own?`}
          </p>
          <Button
            variant="primary"
            busy={busy}
            // The question replaces the button just pressed: its answer takes the focus.
            autoFocus
            onClick={() => void run(asking)}
          >
            {asking === 'set' ? t`Yes, save` : t`Yes, clear`}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setAsking(null)}>
            <Trans>Back</Trans>
          </Button>
        </fieldset>
      )}
    </form>
  );
}
