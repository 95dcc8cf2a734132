import { snapshot, useSnapshot } from 'valtio';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A store's React hook. While a prerendered page hydrates it answers the store as the prerender rendered it (its
 * state when this module made the hook), then the current state. Hydration runs in slices, and the worker's first
 * events (the session, the promo, the settings) land between them: a component hydrated with them would not match
 * the painted HTML, and React would throw the page away and render it again (a long task, and what was painted
 * replaced).
 */
export function storeHook<T extends object>(state: T) {
  const prerendered = snapshot(state);
  return () => {
    const current = useSnapshot(state);
    return useHydrated() ? current : prerendered;
  };
}
