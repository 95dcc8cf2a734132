import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClass } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './ErrorScreen.module.css';

/** /error: where the app goes after a fatal error (spec §2, §8). */
export function ErrorPage() {
  const { t } = useLingui();
  return (
    <section className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 className={styles.title}>{t`Something went wrong`}</h1>
      <p className={styles.text}>
        <Trans>The page could not be shown. Your balance and bets are safe. Try again, or go back to the lobby.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => history.back()}>
          <Trans>Try again</Trans>
        </Button>
        <LocaleLink to="/" className={buttonClass('primary')}>
          <Trans>Go to the home page</Trans>
        </LocaleLink>
      </div>
    </section>
  );
}
