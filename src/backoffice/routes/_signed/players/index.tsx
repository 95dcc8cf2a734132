import { createFileRoute } from '@tanstack/react-router';
import { PlayerSearch } from '../../../features/players/PlayerSearch';
import { requireCapability } from '../../../features/shell/require';

export const Route = createFileRoute('/_signed/players/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim() } : {},
  beforeLoad: ({ context }) => requireCapability(context.who, 'players'),
  component: function PlayersRoute() {
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PlayerSearch query={q} onQuery={(next) => void navigate({ search: next ? { q: next } : {} })} />;
  },
});
