import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../../../features/games/GamePage';

export const Route = createFileRoute('/{-$locale}/_site/games/miner')({
  staticData: { isGame: true },
  component: () => <GamePage game="miner" />,
});
