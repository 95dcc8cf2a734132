import { createFileRoute } from '@tanstack/react-router';
import { PendingAdjustments } from '../../features/adjustments/PendingAdjustments';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/adjustments')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'decideAdjustment'),
  component: PendingAdjustments,
});
