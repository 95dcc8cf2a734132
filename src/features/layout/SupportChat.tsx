import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChatIcon } from '../../ui/icons';
import { LocaleLink } from './LocaleLink';
import styles from './SupportChat.module.css';

/** The support button fixed at the bottom right of every screen (spec §1). */
export function SupportChat() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      {open && (
        <section id="support-panel" className={styles.panel} aria-label={t`Support`}>
          <h2 className={styles.title}>
            <Trans>Support</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>Live chat is offline right now. Most answers are already in Help.</Trans>
          </p>
          <LocaleLink to="/faq" className={styles.link} onClick={() => setOpen(false)}>
            <Trans>Open Help</Trans>
          </LocaleLink>
        </section>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label={open ? t`Close support` : t`Support chat`}
        aria-expanded={open}
        aria-controls="support-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <ChatIcon width={24} height={24} />
      </button>
    </div>
  );
}
