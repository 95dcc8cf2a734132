import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LimitsBody, OperatorSettings } from '../../../../contract/api/sports';
import { CURRENCIES, type Currency } from '../../../../contract/money';
import { MARKET_KINDS } from '../../../../contract/sports/markets';
import { Button } from '../../../ui/Button';
import { setSportsLimits } from '../../stores/sports';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { SettingsTable } from '../common/SettingsTable';
import { useFormat } from '../common/use-format';
import { AMOUNTS, type Amounts, amountsOf, LimitAmountFields, useAmountLabels } from './LimitAmounts';
import { LIMITS_KIND_LABEL } from './labels';

type Kind = LimitsBody['market_kind'];
const KINDS: readonly Kind[] = ['*', ...MARKET_KINDS];

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
  const amountsFor = (c: Currency, k: Kind) =>
    amountsOf(settings.limits.find((each) => each.currency === c && each.market_kind === k));
  const [amounts, setAmounts] = useState<Amounts>(() => amountsFor('RUB', '*'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const kindName = (each: Kind) => i18n._(LIMITS_KIND_LABEL[each]);
  const label = useAmountLabels();

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
    setAmounts(amountsFor(c, k));
  };

  return (
    <SettingsTable
      id="sports-limits-title"
      title={<Trans>Stake limits</Trans>}
      about={
        <Trans>
          A bet takes the narrowest limits of its legs; a market kind's limits narrow those of "Every market". Without
          any: 10 to 100 000 RUB a bet and 1 000 000 RUB paid at most (the equivalent in other currencies).
        </Trans>
      }
      label={t`Stake limits`}
      columns={[t`Markets`, t`Currency`, label.min_stake, label.max_stake, label.max_payout]}
      rows={settings.limits.map((row) => ({
        key: `${row.market_kind}:${row.currency}`,
        cells: [
          kindName(row.market_kind),
          row.currency,
          format.money(row.min_stake, row.currency),
          format.money(row.max_stake, row.currency),
          format.money(row.max_payout, row.currency),
        ],
      }))}
      empty={<Trans>No stake limits are set.</Trans>}
    >
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
            <LimitAmountFields amounts={amounts} onChange={setAmounts} problem={problem} idPrefix="sports" />
          </div>
          <FormAlert lines={problem.general} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              <Trans>Save the limits</Trans>
            </Button>
          </div>
        </form>
      )}
    </SettingsTable>
  );
}
