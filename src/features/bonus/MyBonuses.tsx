import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Grant } from '../../../contract/api/bonus';
import { loadMyBonuses, useBonuses } from '../../stores/promo';
import { ActiveBonus } from './ActiveBonus';
import { BonusHistory } from './BonusHistory';
import { FreeSpins } from './FreeSpins';
import styles from './MyBonuses.module.css';
import { PromoForm } from './PromoForm';

/** The signed-in player's bonuses: the active one with its wagering, promo-code entry, free spins and history. */
export function MyBonuses() {
  const { mine, freeSpins } = useBonuses();
  useEffect(() => {
    void loadMyBonuses();
  }, []);
  const active = mine?.bonuses.find((grant) => grant.status === 'active');
  // Free-spins campaigns are listed with their spins; what a spin won is a bonus like the others.
  const campaign = (grant: Grant) => freeSpins.some((c) => c.id === grant.id);
  const past = mine?.bonuses.filter((grant) => grant !== active && !campaign(grant)) ?? [];
  return (
    <>
      {active && <ActiveBonus grant={active} />}
      <PromoForm />
      <FreeSpins campaigns={freeSpins} />
      <BonusHistory past={past} events={mine?.events ?? []} />
      {mine && mine.bonuses.length === 0 && (
        <p className={styles.muted}>
          <Trans>No bonuses yet. Your deposits and promo codes bring them here.</Trans>
        </p>
      )}
    </>
  );
}
