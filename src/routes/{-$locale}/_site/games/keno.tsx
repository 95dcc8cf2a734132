import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../features/games/GamePage';
import { preloadGame } from '../../../../features/games/playable';

export const Route = createFileRoute('/{-$locale}/_site/games/keno')({
  staticData: { isGame: true },
  loader: () => preloadGame('keno'),
  component: () => <GamePage game="keno" />,
});
