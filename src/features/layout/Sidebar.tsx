import { useLingui } from '@lingui/react/macro';
import { CollapseIcon, ExpandIcon } from '../../ui/icons';
import { LanguageSwitch } from './LanguageSwitch';
import { LocaleLink } from './LocaleLink';
import { ORIGINALS, ORIGINALS_ICON, SECTIONS } from './nav-items';
import styles from './Sidebar.module.css';

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** On phones the sidebar is a drawer opened from the bottom bar. */
  drawerOpen: boolean;
  onNavigate: () => void;
}

export function Sidebar({ collapsed, onToggle, drawerOpen, onNavigate }: SidebarProps) {
  const { t, i18n } = useLingui();
  const OriginalsIcon = ORIGINALS_ICON;
  return (
    <aside
      id="site-menu"
      className={styles.sidebar}
      data-collapsed={collapsed || undefined}
      data-open={drawerOpen || undefined}
      aria-label={t`Sections`}
    >
      <button
        type="button"
        className={styles.toggle}
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t`Expand the menu` : t`Collapse the menu`}
      >
        {collapsed ? <ExpandIcon /> : <CollapseIcon />}
      </button>
      <nav className={styles.nav} aria-label={t`Games and sections`}>
        <p className={styles.group}>
          <OriginalsIcon />
          <span className={styles.label}>{t`Originals`}</span>
        </p>
        <ul className={styles.list}>
          {ORIGINALS.map((item) => (
            <li key={item.to}>
              <LocaleLink to={item.to} className={styles.link} onClick={onNavigate} title={i18n._(item.label)}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.label}>{i18n._(item.label)}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
        <ul className={styles.list}>
          {SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <LocaleLink to={to} className={styles.link} onClick={onNavigate} title={i18n._(label)}>
                {Icon && <Icon />}
                <span className={styles.label}>{i18n._(label)}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.footer}>
        <LanguageSwitch />
      </div>
    </aside>
  );
}
