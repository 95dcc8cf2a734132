import { createFileRoute } from '@tanstack/react-router';
import { ProviderGamePage } from '../../../../../../features/games/ProviderGamePage';
import { slotParams } from '../../../../../../features/games/slot-params';

export const Route = createFileRoute('/{-$locale}/_site/games/slots/$slots/demo')({
  params: slotParams,
  staticData: { isGame: true },
  component: function Page() {
    const { slots } = Route.useParams();
    return <ProviderGamePage catalogue="slots" slug={slots} mode="demo" />;
  },
});
