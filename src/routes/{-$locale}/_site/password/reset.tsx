import { createFileRoute } from '@tanstack/react-router';
import { PasswordRestorePage } from '../../../../features/auth/PasswordRestorePage';

export const Route = createFileRoute('/{-$locale}/_site/password/reset')({
  component: PasswordRestorePage,
});
