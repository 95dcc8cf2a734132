import { createFileRoute } from '@tanstack/react-router';
import { Operators } from '../../features/operators/Operators';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/operators')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'operators'),
  component: Operators,
});
