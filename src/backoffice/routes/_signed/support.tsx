import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../features/shell/require';
import { SupportInbox } from '../../features/support/SupportInbox';

interface SupportSearch {
  /** The open conversation's player. */
  player?: number;
}

export const Route = createFileRoute('/_signed/support')({
  validateSearch: (search: Record<string, unknown>): SupportSearch => {
    const player = Number(search.player);
    return Number.isInteger(player) && player > 0 ? { player } : {};
  },
  beforeLoad: ({ context }) => requireCapability(context.who, 'support'),
  component: function SupportRoute() {
    const { player } = Route.useSearch();
    return <SupportInbox player={player} />;
  },
});
