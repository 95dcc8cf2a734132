import { createFileRoute } from '@tanstack/react-router';
import { Mirrors } from '../../features/mirrors/Mirrors';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/domains')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'mirrors'),
  component: Mirrors,
});
