import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';

/** Why a stake above the bonus's max bet is refused, in the player's language (every game and the bet slip). */
export function useMaxBetText(currency: Currency) {
  const { t } = useLingui();
  const locale = useLocale();
  return (maxBet: string) => t`While your bonus is wagered the maximum bet is ${formatMoney(maxBet, currency, locale)}`;
}
