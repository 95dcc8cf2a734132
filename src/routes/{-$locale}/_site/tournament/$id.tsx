import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { TournamentPage } from '../../../../features/tournaments/TournamentPage';

export const Route = createFileRoute('/{-$locale}/_site/tournament/$id')({
  params: {
    parse: (raw) => ({
      id: z
        .string()
        .check(z.regex(/^\d{1,12}$/))
        .parse(raw.id),
    }),
  },
  component: function Page() {
    const { id } = Route.useParams();
    return <TournamentPage id={id} />;
  },
});
