import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../features/games/GamePage';
import { preloadGame } from '../../../../features/games/playable';

export const Route = createFileRoute('/{-$locale}/_site/games/coinflip')({
  staticData: { isGame: true },
  loader: () => preloadGame('coinflip'),
  component: () => <GamePage game="coinflip" />,
});
