import { useLingui } from '@lingui/react/macro';
import type { FormProblem } from '../common/field-errors';
import { InputField } from '../common/InputField';

/** The three amounts of a set of stake limits, as typed (decimal strings in the currency chosen). */
export const AMOUNTS = ['min_stake', 'max_stake', 'max_payout'] as const;
export type Amounts = Record<(typeof AMOUNTS)[number], string>;
const BLANK_AMOUNTS: Amounts = { min_stake: '', max_stake: '', max_payout: '' };

/** The fields' values for limits that are set (`row`), or blank ones. */
export const amountsOf = (row: Amounts | undefined): Amounts =>
  row ? { min_stake: row.min_stake, max_stake: row.max_stake, max_payout: row.max_payout } : BLANK_AMOUNTS;

/** The amounts' names, as columns and as fields. */
export function useAmountLabels(): Amounts {
  const { t } = useLingui();
  return { min_stake: t`Minimum stake`, max_stake: t`Maximum stake`, max_payout: t`Maximum payout` };
}

/** The three amounts' fields, each with the server's complaint about it beside it (ids start with `idPrefix`). */
export function LimitAmountFields({
  amounts,
  onChange,
  problem,
  idPrefix,
}: {
  amounts: Amounts;
  onChange: (amounts: Amounts) => void;
  problem: FormProblem;
  idPrefix: string;
}) {
  const label = useAmountLabels();
  return (
    <>
      {AMOUNTS.map((field) => (
        <InputField
          key={field}
          label={label[field]}
          inputMode="decimal"
          autoComplete="off"
          value={amounts[field]}
          onChange={(value) => onChange({ ...amounts, [field]: value })}
          errors={{ id: `${idPrefix}-${field}-error`, lines: problem.fields[field] }}
        />
      ))}
    </>
  );
}
