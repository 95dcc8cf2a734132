import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { type Api, workerApi } from './worker-bridge';

export interface RouterContext {
  /** The worker's remote, ready after its handshake. */
  worker: () => Promise<Api>;
}

export const router = createRouter({
  routeTree,
  context: { worker: workerApi },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Game pages are flagged as games (spec §2): the layout gives them the game frame. */
    isGame?: boolean;
  }
}
