import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { TournamentsPage } from '../../../../features/tournaments/TournamentsPage';

export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;

export const Route = createFileRoute('/{-$locale}/_site/tournaments/$status')({
  params: { parse: (raw) => ({ status: z.enum(TOURNAMENT_STATUSES).parse(raw.status) }) },
  component: function Page() {
    const { status } = Route.useParams();
    return <TournamentsPage status={status} />;
  },
});
