import { Trans } from '@lingui/react/macro';
import type { FreeSpinCampaign } from '../../../contract/api/bonus';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../layout/use-locale';
import styles from './MyBonuses.module.css';
import { useBonusLabels } from './use-bonus-labels';

/** The player's free-spins campaigns: the open ones with their game and expiry, then the past ones. */
export function FreeSpins({ campaigns }: { campaigns: readonly FreeSpinCampaign[] }) {
  const locale = useLocale();
  const labels = useBonusLabels();
  const open = campaigns.filter((campaign) => campaign.status === 'open');
  const past = campaigns.filter((campaign) => campaign.status !== 'open');
  const when = (campaign: FreeSpinCampaign) => formatDateTime(Date.parse(campaign.expiration_at), locale);
  return (
    <>
      {open.length > 0 && (
        <section className={styles.card} data-testid="free-spins">
          <h2 className={styles.title}>
            <Trans>Free spins</Trans>
          </h2>
          <ul className={styles.list}>
            {open.map((campaign) => (
              <li key={campaign.id}>
                <span>
                  {campaign.name} · {campaign.game.id} · {campaign.spins_left}/{campaign.spins_total}
                </span>
                <span className={styles.muted}>
                  <Trans>Until {when(campaign)}</Trans>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section className={styles.card} data-testid="free-spins-past">
          <h2 className={styles.title}>
            <Trans>Past free spins</Trans>
          </h2>
          <ul className={styles.list}>
            {past.map((campaign) => (
              <li key={campaign.id}>
                <span>
                  {campaign.name} · {campaign.game.id} · {campaign.spins_left}/{campaign.spins_total}
                </span>
                <span className={styles.muted}>{labels.status[campaign.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
