import { createFileRoute } from '@tanstack/react-router';
import { NoAccessPage } from '../../features/no-access/NoAccessPage';

/** Geo-blocked visitors land here, outside the default layout (spec §2). */
export const Route = createFileRoute('/{-$locale}/no-access')({
  component: NoAccessPage,
});
