import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useApp } from '../../stores/app';
import { profileAvailability, useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { CloudOffIcon, UserIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { useOpenModal } from '../layout/use-open-modal';
import { PageHeading } from '../sections/PageHeading';
import styles from './ProfileLayout.module.css';

const TABS = [
  { to: '/profile', exact: true },
  { to: '/profile/access' },
  { to: '/profile/bonuses' },
  { to: '/profile/history' },
  { to: '/profile/setting' },
  { to: '/profile/safer-gambling' },
] as const;

/** /profile and its child pages; a guest is asked to log in first. */
export function ProfileLayout() {
  const { t } = useLingui();
  const session = useSession();
  const { status } = session;
  const { online } = useApp();
  const open = useOpenModal();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one is kept in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab changes with the address.
  useEffect(() => {
    const nav = tabs.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.right > navBox.right) nav.scrollLeft += box.right - navBox.right;
    else if (box.left < navBox.left) nav.scrollLeft -= navBox.left - box.left;
  }, [pathname, status]);
  const labels = [t`Overview`, t`Access`, t`Bonuses`, t`History`, t`Settings`, t`Safer gambling`];

  if (status !== 'signed-in') {
    return (
      <>
        <PageHeading title={t`Profile`} />
        <EmptyState
          icon={<UserIcon width={28} height={28} />}
          title={t`Log in to see your profile`}
          text={t`Your balance, history, bonuses and settings are here once you are signed in.`}
          actions={
            <>
              <Button variant="primary" onClick={() => open('login')}>
                <Trans>Log in</Trans>
              </Button>
              <Button variant="secondary" onClick={() => open('signup')}>
                <Trans>Sign up</Trans>
              </Button>
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t`Profile`} />
      <nav ref={tabs} className={styles.tabs} aria-label={t`Profile sections`}>
        {TABS.map((tab, index) => (
          <LocaleLink key={tab.to} to={tab.to} className={styles.tab} activeOptions={{ exact: 'exact' in tab }}>
            {labels[index]}
          </LocaleLink>
        ))}
      </nav>
      {profileAvailability(session, online) === 'offline' ? (
        <EmptyState
          icon={<CloudOffIcon width={28} height={28} />}
          title={t`Not loaded yet, you are offline`}
          text={t`This device has no saved copy of your profile yet. It loads by itself when the connection returns.`}
        />
      ) : (
        <Outlet />
      )}
    </>
  );
}
