import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MarginBody, OperatorSettings } from '../../../../contract/api/sports';
import { MARKET_KINDS } from '../../../../contract/sports/markets';
import { Button } from '../../../ui/Button';
import { setSportsMargin } from '../../stores/sports';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';
import { choicesOf, SelectField } from '../common/SelectField';
import { SettingsTable } from '../common/SettingsTable';
import { useFormat } from '../common/use-format';
import { MARGIN_SCOPE_LABEL } from './labels';
import { bpOf, percentOf } from './margin-percent';

type Scope = MarginBody['scope'];
const SCOPES: readonly Scope[] = ['default', ...MARKET_KINDS, 'cash_out'];

/** The book's margin per market kind (unset: the default's), the cash-out's, and (for who may) a change of one. */
export function Margins({
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
  const set = new Map(settings.margins.map((margin) => [margin.scope, margin.margin_bp]));
  const [scope, setScope] = useState<Scope>('default');
  const typedOf = (each: Scope) => {
    const bp = set.get(each);
    return bp === undefined ? '' : percentOf(bp);
  };
  const [typed, setTyped] = useState(() => typedOf('default'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const scopeName = (each: Scope) => i18n._(MARGIN_SCOPE_LABEL[each]);

  const save = async () => {
    const marginBp = bpOf(typed);
    if (marginBp === null) {
      return setProblem({ fields: { margin_bp: [t`A percent from 0 to 50 with at most two decimals.`] }, general: [] });
    }
    setBusy(true);
    const result = await setSportsMargin({ scope, margin_bp: marginBp });
    setBusy(false);
    if (!result.ok) return setProblem(formProblem(i18n, result.failure, ['margin_bp']));
    setProblem(NO_PROBLEM);
    onSaved(result.data, t`The margin of ${scopeName(scope)} is ${format.bp(marginBp)}.`);
  };

  return (
    <SettingsTable
      id="margins-title"
      title={<Trans>Margins</Trans>}
      about={
        <Trans>
          The margin is added to the feed's fair prices at the next sync; a market kind without its own follows "Every
          other market".
        </Trans>
      }
      label={t`Margins`}
      columns={[t`Markets`, t`Margin`]}
      rows={SCOPES.map((each) => {
        const bp = set.get(each);
        return {
          key: each,
          testId: `margin-${each}`,
          cells: [scopeName(each), bp === undefined ? t`Not set` : format.bp(bp)],
        };
      })}
    >
      {canChange && (
        <form
          className={styles.inlineForm}
          aria-label={t`Change a margin`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.fields}>
            <SelectField
              label={<Trans>Markets</Trans>}
              value={scope}
              choices={choicesOf(SCOPES, MARGIN_SCOPE_LABEL, i18n)}
              onChange={(next) => {
                setScope(next);
                setTyped(typedOf(next));
              }}
            />
            <InputField
              label={<Trans>Margin, %</Trans>}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(value) => setTyped(value)}
              errors={{ id: 'margin-error', lines: problem.fields.margin_bp }}
            />
          </div>
          <FormAlert lines={problem.general} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              <Trans>Save the margin</Trans>
            </Button>
          </div>
        </form>
      )}
    </SettingsTable>
  );
}
