import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { logout as signOut } from '../../stores/auth';
import { LogoutIcon, UserIcon, WithdrawIcon } from '../../ui/icons';
import { LocaleLink } from './LocaleLink';
import styles from './ProfileMenu.module.css';
import { useOpenModal } from './use-open-modal';

/** The profile menu: the profile pages and logout. A disclosure, so it works by keyboard. */
export function ProfileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const openModal = useOpenModal();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={t`Profile menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
      </button>
      {open && (
        <div id="profile-menu" className={styles.panel}>
          <LocaleLink to="/profile" className={styles.item} onClick={() => setOpen(false)}>
            <Trans>Profile</Trans>
          </LocaleLink>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              openModal('withdraw');
            }}
          >
            <WithdrawIcon />
            {t({ message: 'Withdraw', context: 'action' })}
          </button>
          <LocaleLink to="/profile/history" className={styles.item} onClick={() => setOpen(false)}>
            <Trans>History</Trans>
          </LocaleLink>
          <LocaleLink to="/profile/setting" className={styles.item} onClick={() => setOpen(false)}>
            <Trans>Settings</Trans>
          </LocaleLink>
          <LocaleLink to="/profile/safer-gambling" className={styles.item} onClick={() => setOpen(false)}>
            <Trans>Safer gambling</Trans>
          </LocaleLink>
          <button type="button" className={styles.item} onClick={logout} disabled={busy}>
            <LogoutIcon />
            <Trans>Log out</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
