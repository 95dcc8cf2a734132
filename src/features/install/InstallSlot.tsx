import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useInstall } from '../../stores/install';
import { installVisible } from './install-state';

// Most visits never get an install offer: the banner's code loads only with one.
const InstallBanner = lazy(() => import('./InstallBanner').then((m) => ({ default: m.InstallBanner })));

export function InstallSlot() {
  const { state } = useInstall();
  // Chromium may offer the install before the prerendered page has hydrated: the banner waits until it has.
  const hydrated = useHydrated();
  if (!hydrated || !installVisible(state)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
