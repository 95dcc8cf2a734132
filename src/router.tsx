import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The site's router; the build's prerender (src/prerender.tsx) makes one per page on a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // The prerendered HTML carries no inline script (the CSP allows none): the page restores scroll itself.
    scrollRestoration: history === undefined,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Game pages are flagged as games (spec §2): the layout gives them the game frame. */
    isGame?: boolean;
  }
}
