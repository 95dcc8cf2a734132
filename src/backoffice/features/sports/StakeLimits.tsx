import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LimitsBody, OperatorSettings } from '../../../../contract/api/sports';
import { CURRENCIES, type Currency } from '../../../../contract/money';
import { MARKET_KINDS } from '../../../../contract/sports/markets';
import { Button } from '../../../ui/Button';
import { setSportsLimits } from '../../stores/sports';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { useFormat } from '../common/use-format';
import { LIMITS_KIND_LABEL } from './labels';

type Kind = LimitsBody['market_kind'];
const KINDS: readonly Kind[] = ['*', ...MARKET_KINDS];
const AMOUNTS = ['min_stake', 'max_stake', 'max_payout'] as const;
type Amounts = Record<(typeof AMOUNTS)[number], string>;
const BLANK: Amounts = { min_stake: '', max_stake: '', max_payout: '' };

/** The stake limits set per currency and market kind, and (for who may) setting one pair's. */
export function StakeLimits({
  settings,
  canChange,
  onSaved,
}: {
  settings: OperatorSettings;
  canChange: boolean;
  onSaved: (settings: OperatorSettings, line: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [currency, setCurrency] = useState<Currency>('RUB');
  const [kind, setKind] = useState<Kind>('*');
  const amountsOf = (c: Currency, k: Kind): Amounts => {
    const row = settings.limits.find((each) => each.currency === c && each.market_kind === k);
    return row ? { min_stake: row.min_stake, max_stake: row.max_stake, max_payout: row.max_payout } : BLANK;
  };
  const [amounts, setAmounts] = useState<Amounts>(() => amountsOf('RUB', '*'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const kindName = (each: Kind) => i18n._(LIMITS_KIND_LABEL[each]);
  const label: Record<keyof Amounts, string> = {
    min_stake: t`Minimum stake`,
    max_stake: t`Maximum stake`,
    max_payout: t`Maximum payout`,
  };

  const save = async () => {
    setBusy(true);
    const result = await setSportsLimits({ currency, market_kind: kind, ...amounts });
    setBusy(false);
    if (!result.ok) return setProblem(formProblem(i18n, result.failure, AMOUNTS));
    setProblem(NO_PROBLEM);
    onSaved(result.data, t`The stake limits in ${currency} for ${kindName(kind)} are saved.`);
  };
  const choose = (c: Currency, k: Kind) => {
    setCurrency(c);
    setKind(k);
    setAmounts(amountsOf(c, k));
  };

  return (
    <section className={styles.card} aria-labelledby="sports-limits-title">
      <h2 id="sports-limits-title" className={styles.cardTitle}>
        <Trans>Stake limits</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          A bet takes the narrowest limits of its legs; a market kind's limits narrow those of "Every market". Without
          any: 10 to 100 000 RUB a bet and 1 000 000 RUB paid at most (the equivalent in other currencies).
        </Trans>
      </p>
      {settings.limits.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No stake limits are set.</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        <section className={styles.tableWrap} tabIndex={0} aria-label={t`Stake limits`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Markets`}</th>
                <th scope="col">{t`Currency`}</th>
                <th scope="col">{label.min_stake}</th>
                <th scope="col">{label.max_stake}</th>
                <th scope="col">{label.max_payout}</th>
              </tr>
            </thead>
            <tbody>
              {settings.limits.map((row) => (
                <tr key={`${row.market_kind}:${row.currency}`}>
                  <th scope="row">{kindName(row.market_kind)}</th>
                  <td>{row.currency}</td>
                  <td>{format.money(row.min_stake, row.currency)}</td>
                  <td>{format.money(row.max_stake, row.currency)}</td>
                  <td>{format.money(row.max_payout, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {canChange && (
        <form
          className={styles.inlineForm}
          aria-label={t`Set stake limits`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.fields}>
            <SelectField
              label={<Trans>Markets</Trans>}
              value={kind}
              choices={KINDS.map((each) => [each, kindName(each)] as const)}
              onChange={(next) => choose(currency, next)}
            />
            <SelectField
              label={<Trans>Currency</Trans>}
              value={currency}
              choices={CURRENCIES.map((each) => [each, each] as const)}
              onChange={(next) => choose(next, kind)}
            />
            {AMOUNTS.map((field) => (
              <InputField
                key={field}
                label={label[field]}
                inputMode="decimal"
                autoComplete="off"
                value={amounts[field]}
                onChange={(value) => setAmounts({ ...amounts, [field]: value })}
                errors={{ id: `sports-${field}-error`, lines: problem.fields[field] }}
              />
            ))}
          </div>
          <FormAlert lines={problem.general} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              <Trans>Save the limits</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
