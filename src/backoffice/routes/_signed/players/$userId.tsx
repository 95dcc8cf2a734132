import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlayerPage } from '../../../features/players/PlayerPage';
import { requireCapability } from '../../../features/shell/require';

export const Route = createFileRoute('/_signed/players/$userId')({
  beforeLoad: ({ context, params }) => {
    requireCapability(context.who, 'players');
    if (!/^[1-9]\d{0,9}$/.test(params.userId)) throw redirect({ to: '/players' });
  },
  component: function PlayerRoute() {
    const { userId } = Route.useParams();
    return <PlayerPage key={userId} userId={Number(userId)} />;
  },
});
