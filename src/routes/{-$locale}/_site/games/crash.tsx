import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../features/games/GamePage';
import { preloadGame } from '../../../../features/games/playable';

export const Route = createFileRoute('/{-$locale}/_site/games/crash')({
  staticData: { isGame: true },
  loader: () => preloadGame('crash'),
  component: () => <GamePage game="crash" />,
});
