import { useLingui } from '@lingui/react/macro';
import { maxBetRefusal } from '../../../contract/bonus/wagering';
import { type Currency, toMinor } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useBonuses } from '../../stores/promo';
import { useLocale } from '../layout/use-locale';
import { betProblem } from './bet-amount';

/**
 * The bet form's check before a round: null when the stake is fine, else what the player should fix. While a bonus
 * is wagered its max bet is a limit too (contract/bonus/wagering.ts rule 4; the server refuses it as well).
 */
export function useStakeCheck(limits: { min: string | null; max: string | null }, currency: Currency) {
  const { t } = useLingui();
  const locale = useLocale();
  const maxBet = useBonuses().mine?.bonuses.find((b) => b.status === 'active' && b.currency === currency)?.max_bet;
  return (stake: string): string | null => {
    const issue = betProblem(stake, limits);
    if (issue === 'min') return t`The minimum bet is ${formatMoney(limits.min ?? '0', currency, locale)}`;
    if (issue === 'max') return t`The maximum bet is ${formatMoney(limits.max ?? '0', currency, locale)}`;
    if (issue === 'format') return t`Enter an amount like 150 or 150.50`;
    if (maxBet && maxBetRefusal(toMinor(stake, currency), toMinor(maxBet, currency))) {
      return t`While your bonus is wagered the maximum bet is ${formatMoney(maxBet, currency, locale)}`;
    }
    return null;
  };
}
