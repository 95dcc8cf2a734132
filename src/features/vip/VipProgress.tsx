import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { VipLevelStatusData, VipReward } from '../../../contract/api/vip';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import { claimVipReward } from '../../stores/vip';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './VipClub.module.css';

/** Share of the way to the next level's threshold, 0 to 1 (for the bar only: the amounts shown stay exact). */
function progressOf(wagered: string, next: string | null): number {
  if (next === null) return 1;
  const ratio = Number(wagered) / Number(next);
  return Math.max(0, Math.min(1, ratio));
}

/** The player's level, progress to the next in their currency, and what they can claim now. */
export function VipProgress({ status }: { status: VipLevelStatusData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState<VipReward | null>(null);
  const money = (amount: string) => formatMoney(amount, status.currency, locale);
  const progress = progressOf(status.wagered, status.next_threshold);

  const claim = async (reward: VipReward) => {
    setBusy(reward);
    try {
      const result = await claimVipReward(reward);
      if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      else notify({ kind: 'success', title: t`Paid to your balance: ${money(result.data.paid)}`, lines: [] });
    } finally {
      setBusy(null);
    }
  };

  const rewards: { reward: VipReward; label: string; done: string }[] = [
    { reward: 'rakeback', label: t`Rakeback`, done: t`Claimed today: more tomorrow` },
    { reward: 'level_up', label: t`Level-up rewards`, done: '' },
    { reward: 'weekly', label: t`Weekly bonus`, done: t`Claimed this week` },
    { reward: 'monthly', label: t`Monthly bonus`, done: t`Claimed this month` },
  ];

  return (
    <section className={styles.progressCard} aria-labelledby="vip-level-title" data-testid="vip-progress">
      <div className={styles.levelRow}>
        <h2 id="vip-level-title" className={styles.levelTitle} data-testid="vip-level">
          {status.level === 0 ? <Trans>No level yet</Trans> : <Trans>Level {status.level}</Trans>}
        </h2>
        <p className={styles.note}>
          {status.next_threshold === null ? (
            <Trans>Top level reached. Wagered: {money(status.wagered)}</Trans>
          ) : (
            <Trans>
              Wagered {money(status.wagered)} of {money(status.next_threshold)} for level {status.level + 1}
            </Trans>
          )}
        </p>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t`Progress to the next level`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <span className={styles.barFill} style={{ width: `${progress * 100}%` }} />
      </div>
      <ul className={styles.rewards}>
        {rewards.map(({ reward, label, done }) => {
          const due = status.claimable[reward];
          const payable = Number(due.amount) > 0;
          return (
            <li key={reward} className={styles.reward} data-testid={`vip-claim-${reward}`}>
              <span className={styles.rewardLabel}>{label}</span>
              <span className={styles.rewardAmount}>{due.claimed && !payable ? done : money(due.amount)}</span>
              <Button
                variant={payable ? 'primary' : 'secondary'}
                disabled={!payable}
                busy={busy === reward}
                onClick={() => void claim(reward)}
              >
                <Trans>Claim</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
