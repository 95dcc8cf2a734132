import { createRouter } from '@tanstack/react-router';
import { bindNavigation } from './navigation';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});
bindNavigation(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Game pages are flagged as games (spec §2): the layout gives them the game frame. */
    isGame?: boolean;
  }
}
