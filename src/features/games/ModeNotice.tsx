import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../contract/money';
import { DemoNotice } from './DemoNotice';
import styles from './GameLayout.module.css';

/**
 * The line above a game's controls: the guest's demo notice (also before the session is known: the prerendered
 * view), or the real-money line once the player is known to be signed in. Both keep the box's reserved height
 * (`.demo`), so nothing below moves when the session becomes known.
 */
export function ModeNotice(props: { demoNotice: boolean; demo: boolean; balance: string | null; currency: Currency }) {
  const { t } = useLingui();
  if (props.demoNotice) return <DemoNotice balance={props.demo ? props.balance : null} currency={props.currency} />;
  return <p className={styles.demo}>{t`Real-money mode: bets use your balance.`}</p>;
}
