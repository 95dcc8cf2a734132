import { createFileRoute } from '@tanstack/react-router';
import { PromoCountdown } from '../../../features/promo/PromoCountdown';
import { SectionPage } from '../../../features/sections/SectionPage';

export const Route = createFileRoute('/{-$locale}/_site/bonuses')({
  component: () => (
    <SectionPage section="bonuses">
      <PromoCountdown compact />
    </SectionPage>
  ),
});
