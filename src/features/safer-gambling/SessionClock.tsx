import { useLingui } from '@lingui/react/macro';
import { useSaferGambling } from '../../stores/safer-gambling';
import styles from './SaferGambling.module.css';
import { sessionTime } from './session-time';

/**
 * The session's elapsed time, always in the signed-in header (RTS 13). Its width is reserved before the first tick,
 * so nothing moves when it arrives. The worker ticks it; screen readers get it on focus, not every second.
 */
export function SessionClock() {
  const { t } = useLingui();
  const { elapsedS } = useSaferGambling();
  const time = elapsedS === null ? '–:––:––' : sessionTime(elapsedS);
  return (
    <span className={styles.clock} title={t`Time in this session`}>
      <span className={styles.visuallyHidden}>{t`Time in this session`} </span>
      <time dateTime={`PT${elapsedS ?? 0}S`}>{time}</time>
    </span>
  );
}
