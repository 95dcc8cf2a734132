import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WelcomePackSteps } from '../../../features/bonus/WelcomePackSteps';
import { PromoCountdown } from '../../../features/promo/PromoCountdown';
import { PageHeading } from '../../../features/sections/PageHeading';
import { SectionPage } from '../../../features/sections/SectionPage';
import { SECTIONS } from '../../../features/sections/sections';
import { useBonuses } from '../../../stores/promo';

/** The welcome pack's steps once the server gave them; until then (or without one) the section's empty state. */
function WelcomePackPage() {
  const { i18n } = useLingui();
  const { pack } = useBonuses();
  if (!pack || pack.steps.length === 0) {
    return (
      <SectionPage section="welcomePack">
        <PromoCountdown compact />
        <WelcomePackSteps />
      </SectionPage>
    );
  }
  return (
    <>
      <PageHeading title={i18n._(SECTIONS.welcomePack.title)} lead={i18n._(SECTIONS.welcomePack.lead)} />
      <PromoCountdown compact />
      <WelcomePackSteps />
    </>
  );
}

export const Route = createFileRoute('/{-$locale}/_site/welcome-pack')({ component: WelcomePackPage });
