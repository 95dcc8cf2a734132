import { createFileRoute } from '@tanstack/react-router';
import { Reports } from '../../features/reports/Reports';
import { filterFrom, type ReportFilter } from '../../features/reports/report-range';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/reports')({
  validateSearch: (search: Record<string, unknown>): ReportFilter => filterFrom(search, Date.now()),
  beforeLoad: ({ context }) => requireCapability(context.who, 'reports'),
  component: function ReportsRoute() {
    const filter = Route.useSearch();
    const navigate = Route.useNavigate();
    return <Reports filter={filter} onFilter={(next) => void navigate({ search: next })} />;
  },
});
