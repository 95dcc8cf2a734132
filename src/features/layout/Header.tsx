import { Trans, useLingui } from '@lingui/react/macro';
import { useApp } from '../../stores/app';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { WalletIcon } from '../../ui/icons';
import { SessionClock } from '../safer-gambling/SessionClock';
import { Balance } from './Balance';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { useOpenModal } from './use-open-modal';

export function Header() {
  const { t } = useLingui();
  const { status } = useSession();
  const { online } = useApp();
  const open = useOpenModal();

  return (
    <header className={styles.header}>
      <Logo />
      <div className={styles.actions}>
        {status === 'signed-in' ? (
          <>
            <SessionClock />
            <Balance />
            <Button
              variant="primary"
              onClick={() => open('deposit')}
              aria-label={t`Deposit`}
              disabled={!online}
              title={online ? undefined : t`Deposits need a connection`}
            >
              <WalletIcon />
              <span className={styles.depositLabel}>
                <Trans>Deposit</Trans>
              </span>
            </Button>
            <ProfileMenu />
          </>
        ) : status === 'guest' ? (
          <>
            <Button variant="ghost" onClick={() => open('login')}>
              <Trans>Log in</Trans>
            </Button>
            <Button variant="primary" onClick={() => open('signup')}>
              <Trans>Sign up</Trans>
            </Button>
          </>
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
    </header>
  );
}
