import { createFileRoute } from '@tanstack/react-router';
import { slotParams } from '../../../../../../features/games/slot-params';
import { LiveTableRoute } from '../../../../../../features/live/LiveTableRoute';

export const Route = createFileRoute('/{-$locale}/_site/games/live-casino/$slots/play')({
  params: slotParams,
  staticData: { isGame: true },
  component: function Page() {
    const { slots } = Route.useParams();
    return <LiveTableRoute slug={slots} mode="play" />;
  },
});
