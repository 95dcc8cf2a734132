import type { ContextRef } from '../context';

/** What the page tells the worker about itself: its address, its locale, the network it sees. */
export function pageHandlers(ref: ContextRef) {
  return {
    /** The page tells the worker where it is now (for the SSO return link). */
    setHref(href: string) {
      ref.page.href = href;
    },
    /** May arrive before init finishes: the latest locale wins. */
    setLocale(locale: string) {
      ref.page.locale = locale;
    },
    /** The page moved to another address: a page view, and the chat's count 250 ms later (spec §4). */
    async routeChanged(href: string) {
      ref.page.href = href;
      const { analytics, support } = await ref.ready();
      analytics.track('page_view', { path: new URL(href).pathname });
      support.scheduleRefresh();
    },
    /** The page saw the network come back (before init there is nothing to catch up). */
    networkBack: async () => ref.current()?.reconnect.run(),
  };
}
