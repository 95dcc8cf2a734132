import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '../../features/audit/AuditLog';
import type { AuditFilters } from '../../features/audit/audit-query';
import { requireCapability } from '../../features/shell/require';

const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;

export const Route = createFileRoute('/_signed/audit')({
  validateSearch: (search: Record<string, unknown>): AuditFilters =>
    Object.fromEntries(
      FILTERS.flatMap((name) => {
        // The router reads `?actor=12` as a number.
        const value = typeof search[name] === 'number' ? String(search[name]) : search[name];
        return typeof value === 'string' && value.trim() ? [[name, value]] : [];
      }),
    ),
  beforeLoad: ({ context }) => requireCapability(context.who, 'audit'),
  component: function AuditRoute() {
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AuditLog filters={filters} onFilters={(next) => void navigate({ search: next })} />;
  },
});
