import { useLingui } from '@lingui/react/macro';
import type { FreeSpinCampaign } from '../../../contract/api/bonus';
import type { GameName } from '../../../contract/api/games';
import { formatMoney } from '../../lib/format';
import { useBonuses } from '../../stores/promo';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './GameLayout.module.css';

/** The player's open free-spins campaign for `game` with spins left (the one that ends first), or null. */
export function openCampaign(
  campaigns: readonly FreeSpinCampaign[],
  game: GameName,
  now: number,
): FreeSpinCampaign | null {
  const open = campaigns.filter(
    (c) => c.game.id === game && c.status === 'open' && c.spins_left > 0 && Date.parse(c.expiration_at) > now,
  );
  open.sort((a, b) => Date.parse(a.expiration_at) - Date.parse(b.expiration_at));
  return open[0] ?? null;
}

/** "Use free bet (N left)": shown while the player has a free-spins campaign for this game. */
export function FreeBetButton(props: {
  game: GameName;
  busy: boolean;
  disabled: boolean;
  onUse: (campaign: FreeSpinCampaign) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const campaign = openCampaign(useBonuses().freeSpins, props.game, Date.now());
  if (!campaign) return null;
  const left = campaign.spins_left;
  return (
    <div>
      <Button
        variant="secondary"
        wide
        busy={props.busy}
        disabled={props.disabled}
        onClick={() => props.onUse(campaign)}
        data-testid="free-bet"
      >
        {t`Use free bet (${left} left)`}
      </Button>
      <p className={styles.rules}>
        {t`A free bet of ${formatMoney(campaign.spin_value, campaign.currency, locale)} costs you nothing; what it wins is bonus money to wager.`}
      </p>
    </div>
  );
}
