import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { pageFiles } from '../contract/prerendered-pages';
import { startMirrorSync } from './mirror-sync';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by scripts/build-sw.ts with every file of the build and its revision. */
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// Spec §4: an update activates at once; the page reloads on controllerchange, guarded for 10 s.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app address opens from the precache, so the installed app launches with no network: the page the build
// prerendered for it (or its route's shell) when there is one, else the empty shell.
const shell = createHandlerBoundToURL('/index.html');
async function prerenderedPage(pathname: string): Promise<Response | undefined> {
  for (const file of pageFiles(pathname)) {
    const page = await matchPrecache(`/${file}`);
    if (page) return page;
  }
  return undefined;
}
registerRoute(
  new NavigationRoute(async (options) => (await prerenderedPage(options.url.pathname)) ?? shell(options), {
    // The back office is a site of its own (never precached, never offline): its pages always come from the network.
    denylist: [/^\/builds\//, /^\/sw\.js$/, /^\/pixel\.png/, /^\/backoffice(\/|$)/],
  }),
);

// Same-origin images not in the build (avatars later) are kept once fetched. pixel.png is the
// mirror probe and must always reach the network, so it is left out.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname !== '/pixel.png',
  new CacheFirst({ cacheName: 'images' }),
);

startMirrorSync(self);
