import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { activateLocale } from '../../i18n/i18n';
import { decideLocale, LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, savedLocale } from '../../i18n/locale-cookie';
import { readCookie, writeCookie } from '../../lib/cookies';

/** Validates the optional locale prefix, activates its catalogue and remembers the choice (spec §1, §3). */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location }) => {
    const saved = savedLocale(readCookie(LOCALE_COOKIE));
    const decision = decideLocale(params.locale, location.pathname, saved);
    if (decision.kind === 'not-found') {
      // The 404 page still needs a language.
      await activateLocale(saved ?? 'ru');
      throw notFound();
    }
    writeCookie(LOCALE_COOKIE, decision.locale, LOCALE_COOKIE_OPTIONS);
    if (decision.kind === 'redirect') {
      throw redirect({ href: `${decision.to}${location.searchStr}${location.hash ? `#${location.hash}` : ''}` });
    }
    await activateLocale(decision.locale);
    return { locale: decision.locale };
  },
  component: Outlet,
});
