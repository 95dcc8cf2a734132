import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../../features/games/GamePage';
import { matching } from '../../../../../lib/route-params';

export const Route = createFileRoute('/{-$locale}/_site/games/cases/$slug')({
  params: { parse: (raw) => ({ slug: matching(/^[a-z0-9-]{1,64}$/)(raw.slug) }) },
  staticData: { isGame: true },
  component: CaseRoute,
});

function CaseRoute() {
  const { slug } = Route.useParams();
  return <GamePage game="cases" slug={slug} />;
}
