import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type AppNotification, dismiss, notificationLifetime, useNotifications } from '../../stores/notifications';
import styles from './Notifications.module.css';

function NotificationItem({
  notification,
}: {
  notification: Readonly<Omit<AppNotification, 'lines'>> & { lines: readonly string[] };
}) {
  const { t } = useLingui();
  const { id, duration } = notification;
  useEffect(() => {
    if (duration === null) return;
    const timer = setTimeout(() => dismiss(id), notificationLifetime(duration));
    return () => clearTimeout(timer);
  }, [id, duration]);

  return (
    <li className={styles.item} data-kind={notification.kind} role={notification.kind === 'error' ? 'alert' : 'status'}>
      <div className={styles.text}>
        <p className={styles.title}>{notification.title}</p>
        {notification.lines.map((line) => (
          <p key={line} className={styles.line}>
            {line}
          </p>
        ))}
      </div>
      <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={() => dismiss(id)}>
        ×
      </button>
    </li>
  );
}

/** Notifications at the top right, 300 px wide (spec §9). */
export function Notifications() {
  const items = useNotifications();
  return (
    <ol className={styles.list} aria-live="polite">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ol>
  );
}
