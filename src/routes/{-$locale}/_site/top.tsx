import { createFileRoute } from '@tanstack/react-router';
import { TopPage } from '../../../features/top/TopPage';

export const Route = createFileRoute('/{-$locale}/_site/top')({
  component: TopPage,
});
