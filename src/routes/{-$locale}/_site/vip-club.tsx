import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../../../features/sections/SectionPage';
import { VipJoinCard } from '../../../features/vip/VipJoinCard';

export const Route = createFileRoute('/{-$locale}/_site/vip-club')({
  component: () => (
    <SectionPage section="vipClub">
      <VipJoinCard />
    </SectionPage>
  ),
});
