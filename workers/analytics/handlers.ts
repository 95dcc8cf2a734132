import type { ContextRef } from '../context';

/** Events the page reports itself; everything else is tracked here in the worker. */
type PageEvent = 'install_shown' | 'install_accepted' | 'install_dismissed';

export function analyticsHandlers(ref: ContextRef) {
  return {
    /** An event only the page sees (the install prompt's outcome). */
    track(name: PageEvent, properties: Record<string, string | number | boolean | null> = {}) {
      ref.current()?.analytics.track(name, properties);
    },
  };
}
