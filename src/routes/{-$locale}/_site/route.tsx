import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../features/errors/NotFoundPage';
import { AppLayout } from '../../../features/layout/AppLayout';

export const Route = createFileRoute('/{-$locale}/_site')({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
