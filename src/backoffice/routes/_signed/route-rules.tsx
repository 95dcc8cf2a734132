import { createFileRoute } from '@tanstack/react-router';
import { RouteRules } from '../../features/route-rules/RouteRules';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/route-rules')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'routeRules'),
  component: RouteRules,
});
