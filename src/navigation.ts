import type { AnyRouter } from '@tanstack/react-router';

/**
 * Where the page is and how to go elsewhere, for code outside React (stores, boot, features' helpers). It imports
 * nothing of the app: `router.tsx` binds the router here once, so importing navigation never imports the route tree
 * (which imports the features: the cycle the router singleton made).
 */
let bound: AnyRouter | null = null;

export function bindNavigation(router: AnyRouter): void {
  bound = router;
}

function router(): AnyRouter {
  if (!bound) throw new Error('Navigation is used before router.tsx bound the router');
  return bound;
}

/** The path the router shows now (with its locale prefix). */
export const currentPathname = (): string => router().state.location.pathname;

/** Goes to an address of this app, replacing the current history entry when asked. */
export async function goTo(href: string, options: { replace?: boolean } = {}): Promise<void> {
  await router().navigate({ href, replace: options.replace ?? false });
}

/** Drops query parameters from the current address, without a new history entry. */
export async function dropSearchParams(...names: string[]): Promise<void> {
  await router().navigate({
    to: '.',
    replace: true,
    search: (prev: Record<string, unknown>) => {
      const rest = { ...prev };
      for (const name of names) delete rest[name];
      return rest;
    },
  });
}

/** Calls `listener` with the new path after each navigation; returns the unsubscribe. */
export function onNavigated(listener: (pathname: string) => void): () => void {
  return router().subscribe('onResolved', (event) => listener(event.toLocation.pathname));
}
