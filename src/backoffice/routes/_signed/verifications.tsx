import { createFileRoute } from '@tanstack/react-router';
import { isVerificationStatus, type VerificationStatus } from '../../../../contract/verification';
import { VerificationQueue } from '../../features/kyc/VerificationQueue';
import { requireCapability } from '../../features/shell/require';

interface VerificationSearch {
  /** Absent: the ones waiting for review; `all`: every status. */
  status?: VerificationStatus | 'all';
}

export const Route = createFileRoute('/_signed/verifications')({
  validateSearch: (search: Record<string, unknown>): VerificationSearch =>
    search.status === 'all' || isVerificationStatus(search.status) ? { status: search.status } : {},
  beforeLoad: ({ context }) => requireCapability(context.who, 'verifications'),
  component: function VerificationsRoute() {
    const { status = 'pending' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <VerificationQueue
        status={status === 'all' ? undefined : status}
        onStatus={(next) => void navigate({ search: next === 'pending' ? {} : { status: next ?? 'all' } })}
      />
    );
  },
});
