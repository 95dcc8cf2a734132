import { createFileRoute } from '@tanstack/react-router';
import { RoomsPage } from '../../../../../features/games/RoomsPage';

export const Route = createFileRoute('/{-$locale}/_site/games/rooms/')({
  component: RoomsPage,
});
