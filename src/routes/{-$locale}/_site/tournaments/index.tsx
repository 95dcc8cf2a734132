import { createFileRoute } from '@tanstack/react-router';
import { TournamentsPage } from '../../../../features/tournaments/TournamentsPage';

export const Route = createFileRoute('/{-$locale}/_site/tournaments/')({
  component: () => <TournamentsPage />,
});
