import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../../features/games/GamePage';
import { preloadGame } from '../../../../../features/games/playable';
import { matching } from '../../../../../lib/route-params';

export const Route = createFileRoute('/{-$locale}/_site/games/cases/$slug')({
  params: { parse: (raw) => ({ slug: matching(/^[a-z0-9-]{1,64}$/)(raw.slug) }) },
  staticData: { isGame: true },
  loader: () => preloadGame('cases'),
  component: CaseRoute,
});

function CaseRoute() {
  const { slug } = Route.useParams();
  return <GamePage game="cases" slug={slug} />;
}
