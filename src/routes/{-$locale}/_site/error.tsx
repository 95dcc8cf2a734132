import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../features/errors/ErrorPage';

export const Route = createFileRoute('/{-$locale}/_site/error')({
  component: ErrorPage,
});
