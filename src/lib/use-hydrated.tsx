import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const HydratedContext = createContext(true);

/**
 * Wraps the app: while React hydrates the prerendered page its parts read "not hydrated", then, in one transition,
 * "hydrated". A transition renders in slices of a few milliseconds; the switch made by each part on its own (a
 * useSyncExternalStore whose server value differs) was one synchronous re-render of every part that reads a store,
 * the longest task of a page's load.
 */
export function Hydration({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React hydrates the prerendered page, true once it has (and at once in a client render): what the
 * browser may know before hydration (an install offer) must not change what hydration expects to find.
 */
export const useHydrated = (): boolean => useContext(HydratedContext);
