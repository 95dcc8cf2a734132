import { createFileRoute } from '@tanstack/react-router';
import type { TournamentStatus } from '../../../../contract/api/tournaments';
import { requireCapability } from '../../features/shell/require';
import { STATUS_LABEL } from '../../features/tournaments/labels';
import { Tournaments } from '../../features/tournaments/Tournaments';

const isStatus = (value: unknown): value is TournamentStatus => typeof value === 'string' && value in STATUS_LABEL;

export const Route = createFileRoute('/_signed/tournaments')({
  validateSearch: (search: Record<string, unknown>): { status?: TournamentStatus } =>
    isStatus(search.status) ? { status: search.status } : {},
  beforeLoad: ({ context }) => requireCapability(context.who, 'tournaments'),
  component: function TournamentsRoute() {
    const { status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <Tournaments status={status} onStatus={(next) => void navigate({ search: next ? { status: next } : {} })} />;
  },
});
