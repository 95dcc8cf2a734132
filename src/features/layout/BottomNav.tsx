import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../stores/session';
import { DiceIcon, GiftIcon, MenuIcon, SportsIcon, UserIcon } from '../../ui/icons';
import styles from './BottomNav.module.css';
import { LocaleLink } from './LocaleLink';
import { useOpenModal } from './use-open-modal';

/** The phone's bottom bar: Menu, Games, Sports, Bonuses, Profile (UI.md). */
export function BottomNav({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t } = useLingui();
  const { status } = useSession();
  const open = useOpenModal();
  return (
    <nav className={styles.bar} aria-label={t`Quick navigation`}>
      <button type="button" className={styles.item} onClick={onMenu} aria-expanded={menuOpen} aria-controls="site-menu">
        <MenuIcon />
        <span>{t`Menu`}</span>
      </button>
      <LocaleLink to="/games/crash" className={styles.item}>
        <DiceIcon />
        <span>{t`Games`}</span>
      </LocaleLink>
      <LocaleLink to="/betting" className={styles.item}>
        <SportsIcon />
        <span>{t`Sports`}</span>
      </LocaleLink>
      <LocaleLink to="/bonuses" className={styles.item}>
        <GiftIcon />
        <span>{t`Bonuses`}</span>
      </LocaleLink>
      {status === 'signed-in' ? (
        <LocaleLink to="/profile" className={styles.item}>
          <UserIcon />
          <span>{t`Profile`}</span>
        </LocaleLink>
      ) : (
        <button type="button" className={styles.item} onClick={() => open('login')}>
          <UserIcon />
          <span>{t`Log in`}</span>
        </button>
      )}
    </nav>
  );
}
