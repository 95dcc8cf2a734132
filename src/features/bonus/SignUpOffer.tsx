import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { useOpenModal } from '../layout/use-open-modal';
import styles from './MyBonuses.module.css';

/** What a guest is offered instead of an empty list: sign up, deposit, and the bonuses start. */
export function SignUpOffer() {
  const open = useOpenModal();
  return (
    <section className={styles.card} data-testid="bonus-sign-up" aria-labelledby="bonus-sign-up-title">
      <h2 id="bonus-sign-up-title" className={styles.title}>
        <Trans>Your bonuses start with an account</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Sign up and make your first deposit: the welcome pack's first bonus is added to it. Promo codes, free spins
          and the wagering of each bonus are then shown here.
        </Trans>
      </p>
      <Button variant="primary" onClick={() => open('signup')}>
        <Trans>Sign up</Trans>
      </Button>
    </section>
  );
}
