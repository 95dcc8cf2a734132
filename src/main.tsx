import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from './boot';
import { activateLocale, i18n } from './i18n/i18n';
import { LOCALE_COOKIE, localeForPath, savedLocale } from './i18n/locale-cookie';
import { readCookie } from './lib/cookies';
import { router } from './router';
import { watchConnectivity } from './stores/app';
import { watchInstallPrompt } from './stores/install';
import { registerServiceWorker } from './sw-bridge';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Chromium may offer the install early: listen before anything is awaited.
watchInstallPrompt();

// The router lives inside the I18nProvider, which renders nothing until a locale is active.
await activateLocale(localeForPath(location.pathname, savedLocale(readCookie(LOCALE_COOKIE))));

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);

watchConnectivity();
startSession().catch((error: unknown) => console.error('The worker did not start', error));
if (import.meta.env.PROD) registerServiceWorker();
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
