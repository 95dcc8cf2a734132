import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The back office's router, under /backoffice (its own build: vite.backoffice.config.ts). */
export function createBackofficeRouter() {
  return createRouter({ routeTree, basepath: '/backoffice', defaultPreload: 'intent' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createBackofficeRouter>;
  }
}
