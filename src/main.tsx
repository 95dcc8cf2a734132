import '../contract/zod-without-eval';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CURRENCY } from '../contract/money';
import { prerenderedFor } from '../contract/prerendered-pages';
import { startSession, startWorker } from './boot';
import { replayEarlyInput } from './early-input';
import { activateLocale, i18n } from './i18n/i18n';
import { LOCALE_COOKIE, localeForPath, savedLocale } from './i18n/locale-cookie';
import { readCookie } from './lib/cookies';
import { formatMoney } from './lib/format';
import { nextTask } from './lib/next-task';
import { Hydration } from './lib/use-hydrated';
import { bindNavigation } from './navigation';
import { createAppRouter } from './router';
import { watchConnectivity } from './stores/app';
import { watchInstallPrompt } from './stores/install';
import { registerServiceWorker } from './sw-bridge';
import './styles/global.css';

/** The page's life starts once React has committed the first render, so no store changes under the hydration. */
function AfterFirstRender() {
  useEffect(() => {
    if (started) return;
    started = true;
    // What the player tapped before the handlers existed happens now, on the page as painted.
    replayEarlyInput();
    watchConnectivity();
    startSession().catch((error: unknown) => console.error('The worker did not start', error));
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  return null;
}
let started = false;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The boot script evaluated React and the router in tasks of their own (scripts/vite-boot-script.ts); the steps here
// take a task each too, so no task is long enough for a tap to wait behind it.
// The boot script keeps an install offer made before now; this listener takes the later ones.
watchInstallPrompt();
const locale = localeForPath(location.pathname, savedLocale(readCookie(LOCALE_COOKIE)));
// The router lives inside the I18nProvider, which renders nothing until a locale is active.
await activateLocale(locale);
await nextTask();
// A locale's first currency format loads its data (tens of milliseconds on a slow phone): not inside the render.
formatMoney('0', DEFAULT_CURRENCY, locale);
await nextTask();
const router = createAppRouter();
bindNavigation(router);
await nextTask();
// The first route's code is loaded before the first render, so a prerendered page hydrates as it was painted.
await router.load();
await nextTask();
// The worker's handshake starts now, beside the first render.
startWorker();

// The build prerendered this address (scripts/prerender.ts) unless the locale cookie sent the router elsewhere.
const prerendered = prerenderedFor(container.dataset.prerendered, router.state.location.pathname);
const app = (
  <StrictMode>
    <Hydration prerendered={prerendered}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Hydration>
    <AfterFirstRender />
  </StrictMode>
);
// The first render is a transition: React renders it in slices of a few milliseconds that leave the main thread
// free in between, where a default-priority render is one long task (Lighthouse's TBT, a tap waiting on it).
startTransition(() => {
  if (prerendered) {
    // The tree the prerender rendered: TanStack leaves out its outer Suspense once it knows the page was server-made.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.error('The prerendered page did not hydrate as it was painted', error, info.componentStack),
    });
  } else {
    createRoot(container).render(app);
  }
});

// Build-time ids (nothing by default): without any, the loader is not even in the bundle.
if (
  import.meta.env.VITE_GTM_ID ||
  import.meta.env.VITE_GA_ID ||
  import.meta.env.VITE_MESSAGING_APP_ID ||
  import.meta.env.VITE_HCAPTCHA_SITE_KEY ||
  import.meta.env.VITE_CHAT_WIDGET_ID
) {
  void import('./lib/load-third-parties').then((m) => m.loadConfiguredThirdParties());
}
