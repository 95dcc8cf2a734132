import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentLocale } from '../../i18n/i18n';
import { withLocale } from '../../i18n/locale-cookie';

/** A fatal render error sends the app to /error (spec §8), keeping the locale. */
export function FatalErrorRedirect({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('Fatal app error', error);
    void router.navigate({ href: withLocale('/error', currentLocale()), replace: true });
  }, [error, router]);
  return null;
}
