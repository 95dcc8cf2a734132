import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { FatalErrorRedirect } from '../features/errors/FatalErrorRedirect';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { Notifications } from '../features/notifications/Notifications';
import type { RouterContext } from '../router';

/** Query parameters read on any route (spec §2). Flags like `?login` arrive as an empty string. */
const searchSchema = z.looseObject({
  login: z.optional(z.unknown()),
  signup: z.optional(z.unknown()),
  deposit: z.optional(z.unknown()),
});

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: searchSchema,
  component: () => (
    <>
      <Outlet />
      <Notifications />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorRedirect,
});
