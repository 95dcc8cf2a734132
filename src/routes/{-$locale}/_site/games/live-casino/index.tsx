import { createFileRoute } from '@tanstack/react-router';
import { LiveLobby } from '../../../../../features/live/LiveLobby';

export const Route = createFileRoute('/{-$locale}/_site/games/live-casino/')({
  component: LiveLobby,
});
