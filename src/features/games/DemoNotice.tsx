import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './GameLayout.module.css';

/** The line every game shows a guest: the demo's virtual balance and how to play for real. */
export function DemoNotice({ balance, currency }: { balance: string | null; currency: Currency }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <p className={styles.demo} data-testid="demo-balance">
      {t`Demo mode: virtual balance ${formatMoney(balance ?? '0', currency, locale)}. Log in to play for real.`}
    </p>
  );
}
