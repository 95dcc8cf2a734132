import { Trans } from '@lingui/react/macro';
import { useApp } from '../../stores/app';
import { CloudOffIcon } from '../../ui/icons';
import styles from './StatusBanners.module.css';

/** The thin offline banner (UI.md): what happened and what still works. */
export function StatusBanners() {
  const { online } = useApp();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <CloudOffIcon />
      <span>
        <Trans>You are offline. You can browse the app; bets, deposits and sign-in wait for the connection.</Trans>
      </span>
    </div>
  );
}
