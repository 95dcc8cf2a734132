import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ResetPasswordPage } from '../../../../features/auth/ResetPasswordPage';

/** Spec §2: the token check needs a `phone` query parameter; without it the visitor goes to /error. */
export const Route = createFileRoute('/{-$locale}/_site/reset-password/$token')({
  validateSearch: z.object({ phone: z.optional(z.union([z.string(), z.number()])) }),
  beforeLoad: ({ search, params }) => {
    if (search.phone === undefined || search.phone === '')
      throw redirect({ to: '/{-$locale}/error', params: { locale: params.locale } });
  },
  component: ResetPasswordPage,
});
