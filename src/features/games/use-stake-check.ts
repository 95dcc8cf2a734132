import { useLingui } from '@lingui/react/macro';
import { type Currency, toMinor } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useBonuses } from '../../stores/promo';
import { brokenMaxBet, maxBetInForce } from '../bonus/max-bet';
import { useMaxBetText } from '../bonus/use-max-bet-text';
import { useLocale } from '../layout/use-locale';
import { betProblem } from './bet-amount';

/**
 * The bet form's check before a round: null when the stake is fine, else what the player should fix. While a bonus
 * is wagered its max bet is a limit too (features/bonus/max-bet.ts; the server refuses it as well).
 */
export function useStakeCheck(limits: { min: string | null; max: string | null }, currency: Currency) {
  const { t } = useLingui();
  const locale = useLocale();
  const maxBetText = useMaxBetText(currency);
  const maxBet = maxBetInForce(useBonuses().mine, currency);
  return (stake: string): string | null => {
    const issue = betProblem(stake, limits);
    if (issue === 'min') return t`The minimum bet is ${formatMoney(limits.min ?? '0', currency, locale)}`;
    if (issue === 'max') return t`The maximum bet is ${formatMoney(limits.max ?? '0', currency, locale)}`;
    if (issue === 'format') return t`Enter an amount like 150 or 150.50`;
    const broken = brokenMaxBet(toMinor(stake, currency), maxBet, currency);
    return broken ? maxBetText(broken) : null;
  };
}
