import { createFileRoute } from '@tanstack/react-router';
import { VipClubPage } from '../../../features/vip/VipClubPage';

export const Route = createFileRoute('/{-$locale}/_site/vip-club')({
  component: VipClubPage,
});
