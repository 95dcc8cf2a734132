import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from '../common/Screen.module.css';

export function NotFound() {
  return (
    <div className={styles.empty}>
      <h1 className={styles.title}>
        <Trans>Nothing here</Trans>
      </h1>
      <p>
        <Link to="/">
          <Trans>Back to the back office</Trans>
        </Link>
      </p>
    </div>
  );
}
