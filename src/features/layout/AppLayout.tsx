import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthModals } from '../auth/AuthModals';
import { InstallSlot } from '../install/InstallSlot';
import { MirrorNotice } from '../mirrors/MirrorNotice';
import { PolicyNotice } from '../policy/PolicyNotice';
import { RealityCheckDialog } from '../safer-gambling/RealityCheckDialog';
import styles from './AppLayout.module.css';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { StatusBanners } from './StatusBanners';
import { SupportChat } from './SupportChat';

/**
 * The default layout (spec §2): sidebar, top bar, content, footer, bottom bar on phones, support chat. The content is
 * the route's, or `children` where no route matched (the not-found page).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isGame = useMatches({ select: (matches) => matches.some((match) => match.staticData.isGame) });
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
        drawerOpen={drawerOpen}
        onNavigate={() => setDrawerOpen(false)}
      />
      {drawerOpen && (
        <button
          type="button"
          className={styles.scrim}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <div className={styles.column}>
        <Header />
        {/* Late notices are overlaid at the bottom, so nothing above <main> moves it after it paints (issue 12). */}
        <div className={styles.notices}>
          <StatusBanners />
          <MirrorNotice />
          <PolicyNotice />
          <InstallSlot />
        </div>
        <main id="main" className={styles.main} data-game={isGame || undefined}>
          {children ?? <Outlet />}
        </main>
        <Footer />
      </div>
      <BottomNav menuOpen={drawerOpen} onMenu={() => setDrawerOpen((value) => !value)} />
      <SupportChat />
      <AuthModals />
      <RealityCheckDialog />
    </div>
  );
}
