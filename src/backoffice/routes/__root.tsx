import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/shell/NotFound';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFound,
});
