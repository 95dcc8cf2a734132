import { createFileRoute } from '@tanstack/react-router';
import { TournamentsPage } from '../../../../features/tournaments/TournamentsPage';
import { oneOf } from '../../../../lib/route-params';

export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;

export const Route = createFileRoute('/{-$locale}/_site/tournaments/$status')({
  params: { parse: (raw) => ({ status: oneOf(TOURNAMENT_STATUSES)(raw.status) }) },
  component: function Page() {
    const { status } = Route.useParams();
    return <TournamentsPage status={status} />;
  },
});
