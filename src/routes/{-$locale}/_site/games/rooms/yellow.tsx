import { createFileRoute } from '@tanstack/react-router';
import { RoomPage } from '../../../../../features/rooms/RoomPage';

export const Route = createFileRoute('/{-$locale}/_site/games/rooms/yellow')({
  staticData: { isGame: true },
  component: () => <RoomPage room="yellow" />,
});
