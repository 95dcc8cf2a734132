import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../features/shell/require';
import { Sportsbook } from '../../features/sports/Sportsbook';

export const Route = createFileRoute('/_signed/sportsbook')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'sportsEvents'),
  component: Sportsbook,
});
