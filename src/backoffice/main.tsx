import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import { i18n, initialLocale } from './i18n';
import { createBackofficeRouter } from './router';
import { chooseLocale } from './stores/session';

const container = document.getElementById('root');
if (!container) throw new Error('backoffice.html has no #root');

await chooseLocale(initialLocale());
const router = createBackofficeRouter();

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
