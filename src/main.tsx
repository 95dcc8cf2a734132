import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from './boot';
import { i18n } from './i18n/i18n';
import { router } from './router';
import { watchConnectivity } from './stores/app';
import { registerServiceWorker } from './sw-bridge';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

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
