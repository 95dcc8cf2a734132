import { createFileRoute } from '@tanstack/react-router';
import type { PayoutStatus } from '../../../../contract/api/billing';
import { isPayoutStatus } from '../../features/payouts/labels';
import { PayoutQueue } from '../../features/payouts/PayoutQueue';
import { requireCapability } from '../../features/shell/require';

interface PayoutSearch {
  /** Absent: the ones waiting for review; `all`: every status. */
  status?: PayoutStatus | 'all';
  page?: number;
}

export const Route = createFileRoute('/_signed/payouts')({
  validateSearch: (search: Record<string, unknown>): PayoutSearch => {
    const page = Number(search.page);
    return {
      ...(search.status === 'all' || isPayoutStatus(search.status) ? { status: search.status } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    };
  },
  beforeLoad: ({ context }) => requireCapability(context.who, 'payouts'),
  component: function PayoutsRoute() {
    const { status = 'pending', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PayoutQueue
        status={status === 'all' ? undefined : status}
        page={page}
        onFilter={(next) =>
          void navigate({
            search: {
              ...(next.status === 'pending' ? {} : { status: next.status ?? 'all' }),
              ...(next.page > 1 ? { page: next.page } : {}),
            },
          })
        }
      />
    );
  },
});
