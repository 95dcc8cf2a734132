import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePromo } from '../../stores/promo';
import { useSession } from '../../stores/session';
import { Button, buttonClass } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { useOpenModal } from '../layout/use-open-modal';
import { formatRemaining, spokenRemaining } from './countdown';
import styles from './PromoCountdown.module.css';
import { startGuestCountdown } from './promo-boot';

/** Now, every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Spec §4 Promo countdowns: the regdep bonus (3 days) or the welcome pack (7 days), ticking every second. */
export function PromoCountdown({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { status } = useSession();
  const { countdown, bonusName, welcomeTitle } = usePromo();
  const now = useNow(countdown !== null);
  const left = countdown ? countdown.endsAt - now : 0;
  const open = useOpenModal();

  useEffect(() => {
    if (countdown && left <= 0 && status === 'guest') startGuestCountdown();
  }, [countdown, left, status]);

  const running = countdown !== null && left > 0;
  const regdep = running && countdown.kind === 'regdep';
  const guest = status !== 'signed-in';
  const title = regdep
    ? (bonusName ?? t`Registration and deposit bonus`)
    : guest
      ? (welcomeTitle ?? t`Welcome pack`)
      : t`Bonuses`;
  // The box keeps its size whether the countdown runs, is still on its way, or has nothing to count (issue 12).
  return (
    <section className={compact ? `${styles.banner} ${styles.compact}` : styles.banner} aria-label={title}>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.label}>
          {regdep
            ? t`Your promo code bonus is reserved for`
            : guest
              ? t`The welcome pack offer ends in`
              : t`Your bonuses and offers`}
        </p>
      </div>
      {running ? (
        <time
          className={styles.clock}
          role="timer"
          dateTime={new Date(countdown.endsAt).toISOString()}
          aria-label={t`Time left: ${spokenRemaining(left)}`}
        >
          {formatRemaining(left)}
        </time>
      ) : (
        <span className={styles.clock} aria-hidden="true">
          {'\u00a0'}
        </span>
      )}
      {regdep && guest ? (
        <Button variant="primary" onClick={() => open('signup')}>
          {t`Sign up to claim it`}
        </Button>
      ) : guest ? (
        <LocaleLink to="/welcome-pack" className={buttonClass('secondary')}>
          {t`See the welcome pack`}
        </LocaleLink>
      ) : (
        <LocaleLink to="/profile/bonuses" className={buttonClass('secondary')}>
          {t`My bonuses`}
        </LocaleLink>
      )}
    </section>
  );
}
