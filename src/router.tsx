import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { type Api, workerApi } from './worker-bridge';

export interface RouterContext {
  /** The worker's remote, ready after its handshake. */
  worker: () => Promise<Api>;
}

/** The site's router; the build's prerender (src/prerender.tsx) makes one per page on a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { worker: workerApi },
    defaultPreload: 'intent',
    // The prerendered HTML carries no inline script (the CSP allows none): the page restores scroll itself.
    scrollRestoration: history === undefined,
    ...(history ? { history } : {}),
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Game pages are flagged as games (spec §2): the layout gives them the game frame. */
    isGame?: boolean;
  }
}
