import { createFileRoute } from '@tanstack/react-router';
import { GeoBlocks } from '../../features/geo/GeoBlocks';
import { requireCapability } from '../../features/shell/require';

export const Route = createFileRoute('/_signed/geo')({
  beforeLoad: ({ context }) => requireCapability(context.who, 'geo'),
  component: GeoBlocks,
});
