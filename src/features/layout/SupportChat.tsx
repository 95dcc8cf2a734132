import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { supportState, useSupport } from '../../stores/support';
import { ChatIcon } from '../../ui/icons';
import styles from './SupportChat.module.css';

// The conversation loads when the player opens it, not with the first page.
const SupportPanel = lazy(() => import('../support/SupportPanel').then((m) => ({ default: m.SupportPanel })));

/** The support button fixed at the bottom right of every screen (spec §1), with the unread count (spec §4). */
export function SupportChat() {
  const { t } = useLingui();
  const { visible, open, unread } = useSupport();
  const button = useRef<HTMLButtonElement>(null);
  if (!visible) return null;
  const close = () => {
    supportState.open = false;
    button.current?.focus();
  };
  return (
    <div className={styles.root}>
      {open && (
        <Suspense fallback={null}>
          <SupportPanel id="support-panel" onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={open ? t`Close support` : unread > 0 ? t`Support chat, ${unread} unread` : t`Support chat`}
        aria-expanded={open}
        aria-controls="support-panel"
        onClick={() => {
          supportState.open = !open;
        }}
      >
        <ChatIcon width={24} height={24} />
        {unread > 0 && !open && (
          <span className={styles.badge} data-testid="support-unread" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </div>
  );
}
