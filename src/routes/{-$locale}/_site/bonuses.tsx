import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyBonuses } from '../../../features/bonus/MyBonuses';
import { WelcomePackSteps } from '../../../features/bonus/WelcomePackSteps';
import { PromoCountdown } from '../../../features/promo/PromoCountdown';
import { PageHeading } from '../../../features/sections/PageHeading';
import { SectionPage } from '../../../features/sections/SectionPage';
import { SECTIONS } from '../../../features/sections/sections';
import { useSession } from '../../../stores/session';

/** Signed in: the player's bonuses; a guest: the offers and the sign-up call to action (the section's empty state). */
function BonusesPage() {
  const { i18n } = useLingui();
  const { status } = useSession();
  if (status !== 'signed-in') {
    return (
      <SectionPage section="bonuses">
        <PromoCountdown compact />
        <WelcomePackSteps />
      </SectionPage>
    );
  }
  return (
    <>
      <PageHeading title={i18n._(SECTIONS.bonuses.title)} lead={i18n._(SECTIONS.bonuses.lead)} />
      <PromoCountdown compact />
      <MyBonuses />
    </>
  );
}

export const Route = createFileRoute('/{-$locale}/_site/bonuses')({ component: BonusesPage });
