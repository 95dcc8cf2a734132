import { createFileRoute } from '@tanstack/react-router';
import { SlotsLobby } from '../../../../../features/slots/SlotsLobby';

export const Route = createFileRoute('/{-$locale}/_site/games/slots/')({
  component: SlotsLobby,
});
