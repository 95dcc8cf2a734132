import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import { betProblem } from './bet-amount';

/** The bet form's check before a round: null when the stake is fine, else what the player should fix. */
export function useStakeCheck(limits: { min: string | null; max: string | null }, currency: Currency) {
  const { t } = useLingui();
  const locale = useLocale();
  return (stake: string): string | null => {
    const issue = betProblem(stake, limits);
    if (issue === 'min') return t`The minimum bet is ${formatMoney(limits.min ?? '0', currency, locale)}`;
    if (issue === 'max') return t`The maximum bet is ${formatMoney(limits.max ?? '0', currency, locale)}`;
    if (issue === 'format') return t`Enter an amount like 150 or 150.50`;
    return null;
  };
}
