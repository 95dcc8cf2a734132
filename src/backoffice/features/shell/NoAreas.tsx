import { Trans } from '@lingui/react/macro';
import styles from '../common/Screen.module.css';

/** A role with no screen yet (a role added before its screens). */
export function NoAreas() {
  return (
    <p className={styles.empty}>
      <Trans>Your role has no screens here yet. Ask an admin.</Trans>
    </p>
  );
}
