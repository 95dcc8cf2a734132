import { useLingui } from '@lingui/react/macro';
import type { Snapshot } from 'valtio';
import type { SportsBet } from '../../../contract/api/sports';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import { BET_RESULTS } from './labels';
import styles from './Sports.module.css';

/** What the last corrected result changed on a bet: its result before and after, and what the bet's return moved by. */
export function ResettlementNote({ bet }: { bet: Snapshot<SportsBet> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const change = bet.resettlement;
  if (!change || !bet.result) return null;
  const before = i18n._(BET_RESULTS[change.previous_result]);
  const after = i18n._(BET_RESULTS[bet.result]);
  const difference = formatMoney(change.difference, bet.currency, locale, true);
  const when = bet.settled_at ? formatDateTime(Date.parse(bet.settled_at), locale) : '';
  return (
    <p className={styles.resettled} data-testid="bet-resettled">
      {t`Result corrected ${when}: ${before} → ${after}, ${difference}`}
    </p>
  );
}
