import { currentLocale } from '../../i18n/i18n';
import { stripLocale, withLocale } from '../../i18n/locale-cookie';
import { currentPathname, goTo } from '../../navigation';

const onNoAccess = () => stripLocale(currentPathname()) === '/no-access';

/** Spec §4, §8: any 451 sends the visitor to /no-access (its own layout). */
export function goToNoAccess(): void {
  if (onNoAccess()) return;
  void goTo(withLocale('/no-access', currentLocale()), { replace: true });
}

/** Spec §4: a successful geo check on /no-access returns the visitor to /. */
export function leaveNoAccess(): void {
  if (onNoAccess()) void goTo(withLocale('/', currentLocale()), { replace: true });
}
