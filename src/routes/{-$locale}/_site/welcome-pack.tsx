import { createFileRoute } from '@tanstack/react-router';
import { PromoCountdown } from '../../../features/promo/PromoCountdown';
import { SectionPage } from '../../../features/sections/SectionPage';

export const Route = createFileRoute('/{-$locale}/_site/welcome-pack')({
  component: () => (
    <SectionPage section="welcomePack">
      <PromoCountdown compact />
    </SectionPage>
  ),
});
