import { createFileRoute } from '@tanstack/react-router';
import { slotParams } from '../../../../../../features/games/slot-params';
import { SlotGamePage } from '../../../../../../features/slots/SlotGamePage';

export const Route = createFileRoute('/{-$locale}/_site/games/slots/$slots/demo')({
  params: slotParams,
  staticData: { isGame: true },
  component: function Page() {
    const { slots } = Route.useParams();
    return <SlotGamePage slug={slots} mode="demo" />;
  },
});
