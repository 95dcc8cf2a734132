import { createFileRoute } from '@tanstack/react-router';
import { DepositList } from '../../features/deposits/DepositList';
import { type DepositSearch, isDepositStatus } from '../../features/deposits/deposit-filter';
import { requireCapability } from '../../features/shell/require';

const timeOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined);

export const Route = createFileRoute('/_signed/deposits')({
  validateSearch: (search: Record<string, unknown>): DepositSearch => {
    const player = Number(search.player);
    const from = timeOf(search.from);
    const to = timeOf(search.to);
    return {
      ...(isDepositStatus(search.status) ? { status: search.status } : {}),
      ...(Number.isInteger(player) && player > 0 ? { player } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  },
  beforeLoad: ({ context }) => requireCapability(context.who, 'deposits'),
  component: function DepositsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DepositList search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
