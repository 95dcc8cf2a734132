import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { useApp } from '../../stores/app';
import { profileAvailability, useSession } from '../../stores/session';
import { CloudOffIcon } from '../../ui/icons';
import styles from './StatusBanners.module.css';
import { useLocale } from './use-locale';

/** The thin offline banner (UI.md): what happened, what still works, and how old the balance shown is. */
export function StatusBanners() {
  const { online } = useApp();
  const session = useSession();
  const { profile, stale, updatedAt, status } = session;
  const notLoaded = status === 'signed-in' && profileAvailability(session, online) === 'offline';
  const locale = useLocale();
  // Online, the offline copy is replaced within a moment at every start: say nothing unless it lingers.
  const lingering = useLingering(stale, 2000);
  const asOf = profile && stale && updatedAt && (!online || lingering) ? formatDateTime(updatedAt, locale) : null;
  if (online && !asOf) return null;
  return (
    <div className={styles.banner} role="status" data-testid="status-banner">
      <CloudOffIcon />
      <span>
        {!online &&
          (notLoaded ? (
            <Trans>
              You are offline. Your balance, profile and history are not loaded yet on this device; they load when the
              connection returns. Demo games work meanwhile.
            </Trans>
          ) : (
            <Trans>
              You are offline. You can browse the app, your history and demo games; deposits, bets and withdrawals wait
              for the connection.
            </Trans>
          ))}{' '}
        {asOf && <Trans>Balance and profile last updated {asOf}.</Trans>}
      </span>
    </div>
  );
}

function useLingering(flag: boolean, ms: number): boolean {
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    setLingering(false);
    if (!flag) return;
    const timer = setTimeout(() => setLingering(true), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return lingering;
}
