import { createRootRoute, Outlet } from '@tanstack/react-router';
import { FatalErrorRedirect } from '../features/errors/FatalErrorRedirect';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppLayout } from '../features/layout/AppLayout';
import { DocumentTitle } from '../features/layout/DocumentTitle';
import { Notifications } from '../features/notifications/Notifications';

/** Query parameters read on any route (spec §2). Flags like `?login` arrive as an empty string; others pass through. */
interface SiteSearch {
  login?: unknown;
  signup?: unknown;
  deposit?: unknown;
  withdraw?: unknown;
  [key: string]: unknown;
}

export const Route = createRootRoute({
  validateSearch: (search: Record<string, unknown>): SiteSearch => search,
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
      <Notifications />
    </>
  ),
  // An address with no page (an unknown locale prefix lands here) is shown inside the normal layout.
  notFoundComponent: () => (
    <>
      <DocumentTitle />
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    </>
  ),
  errorComponent: FatalErrorRedirect,
});
