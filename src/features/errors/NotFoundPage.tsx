import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { buttonClass } from '../../ui/Button';
import { useNotFoundTitle } from '../layout/DocumentTitle';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './ErrorScreen.module.css';

/** Spec §8: an unmatched route is a 404 "Page Not Found: {path}". */
export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useNotFoundTitle();
  return (
    <section className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t`Page Not Found: ${pathname}`}</h1>
      <p className={styles.text}>
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </p>
      <LocaleLink to="/" className={buttonClass('primary')}>
        <Trans>Go to the home page</Trans>
      </LocaleLink>
    </section>
  );
}
