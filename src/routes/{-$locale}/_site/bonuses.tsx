import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyBonuses } from '../../../features/bonus/MyBonuses';
import { SignUpOffer } from '../../../features/bonus/SignUpOffer';
import { WelcomePackSteps } from '../../../features/bonus/WelcomePackSteps';
import { PromoCountdown } from '../../../features/promo/PromoCountdown';
import { PageHeading } from '../../../features/sections/PageHeading';
import { SECTIONS } from '../../../features/sections/sections';
import { useSession } from '../../../stores/session';

/**
 * Signed in: the player's bonuses, then the offers open to them (the regdep countdown, the welcome pack's next step,
 * promo-code entry). A guest: the offers and the sign-up call to action.
 */
function BonusesPage() {
  const { i18n } = useLingui();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  return (
    <>
      <PageHeading title={i18n._(SECTIONS.bonuses.title)} lead={i18n._(SECTIONS.bonuses.lead)} />
      <PromoCountdown compact />
      {signedIn ? <MyBonuses /> : <SignUpOffer />}
      <WelcomePackSteps />
    </>
  );
}

export const Route = createFileRoute('/{-$locale}/_site/bonuses')({ component: BonusesPage });
