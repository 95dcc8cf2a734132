import { createFileRoute } from '@tanstack/react-router';
import { TournamentPage } from '../../../../features/tournaments/TournamentPage';
import { matching } from '../../../../lib/route-params';

export const Route = createFileRoute('/{-$locale}/_site/tournament/$id')({
  params: { parse: (raw) => ({ id: matching(/^\d{1,12}$/)(raw.id) }) },
  component: function Page() {
    const { id } = Route.useParams();
    return <TournamentPage id={id} />;
  },
});
