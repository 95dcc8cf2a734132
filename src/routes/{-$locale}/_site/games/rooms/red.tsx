import { createFileRoute } from '@tanstack/react-router';
import { RoomPage } from '../../../../../features/rooms/RoomPage';

export const Route = createFileRoute('/{-$locale}/_site/games/rooms/red')({
  staticData: { isGame: true },
  component: () => <RoomPage room="red" />,
});
