import { createFileRoute } from '@tanstack/react-router';
import { Offers } from '../../features/bonuses/Offers';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/bonuses')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'bonuses'),
  component: Offers,
});
