/**
 * The build's prerender entry (scripts/prerender.ts runs it in Node): one static page, as the guest sees it before
 * the worker has answered, rendered on a memory history. The page hydrates it (src/main.tsx).
 */
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { documentTitle, routeTitle, SITE_DESCRIPTION } from './features/layout/page-titles';
import { currentLocale, i18n } from './i18n/i18n';
import { Hydration } from './lib/use-hydrated';
import { createAppRouter } from './router';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  locale: ReturnType<typeof currentLocale>;
  title: string;
  description: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed || router.state.location.pathname !== path) {
    throw new Error(`${path} does not prerender: ${failed ? `${failed.routeId} is ${failed.status}` : 'it redirects'}`);
  }
  const app = (
    <StrictMode>
      <Hydration prerendered>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Hydration>
    </StrictMode>
  );
  // prerender waits for every lazy part but writes the late ones with an inline script to move them in place, which
  // the CSP forbids; once they have loaded, renderToString writes the whole page in place.
  await (await prerender(app)).prelude.cancel();
  const html = renderToString(app);
  const title = routeTitle(router.state.matches.map((match) => match.fullPath));
  return {
    html,
    locale: currentLocale(),
    title: title ? documentTitle(i18n._(title)) : 'Lucky Mirror',
    description: i18n._(SITE_DESCRIPTION),
  };
}
