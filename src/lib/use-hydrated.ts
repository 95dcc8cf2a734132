import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the prerendered page, true once it has (and at once in a client render): what the
 * browser may know before hydration (an install offer) must not change what hydration expects to find.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
