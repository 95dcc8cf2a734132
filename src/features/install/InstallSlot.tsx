import { lazy, Suspense } from 'react';
import { useInstall } from '../../stores/install';
import { installVisible } from './install-state';

// Most visits never get an install offer: the banner's code loads only with one.
const InstallBanner = lazy(() => import('./InstallBanner').then((m) => ({ default: m.InstallBanner })));

export function InstallSlot() {
  const { state } = useInstall();
  if (!installVisible(state)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
