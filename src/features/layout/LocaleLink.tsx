import { Link, type LinkProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { withLocale } from '../../i18n/locale-cookie';
import { useLocale } from './use-locale';

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path without the locale prefix, e.g. `/games/dice`. */
  to: string;
  search?: LinkProps['search'];
  activeOptions?: LinkProps['activeOptions'];
};

/** A link to a page in the current locale (ru has no prefix). Active links get aria-current="page". */
export function LocaleLink({ to, ...rest }: LocaleLinkProps) {
  const locale = useLocale();
  return <Link {...rest} to={withLocale(to, locale) as '/{-$locale}'} />;
}
