import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../../features/auth/ResetPasswordPage';
import { searchText } from '../../../../lib/route-params';

/** Spec §2: the token check needs a `phone` query parameter; without it the visitor goes to /error. */
export const Route = createFileRoute('/{-$locale}/_site/reset-password/$token')({
  validateSearch: (search: Record<string, unknown>) => ({ phone: searchText(search.phone) }),
  beforeLoad: ({ search, params }) => {
    if (!search.phone) throw redirect({ to: '/{-$locale}/error', params: { locale: params.locale } });
  },
  component: ResetPasswordPage,
});
