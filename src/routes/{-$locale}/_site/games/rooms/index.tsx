import { createFileRoute } from '@tanstack/react-router';
import { RoomsLobby } from '../../../../../features/rooms/RoomsLobby';

export const Route = createFileRoute('/{-$locale}/_site/games/rooms/')({
  component: RoomsLobby,
});
