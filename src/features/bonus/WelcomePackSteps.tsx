import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatMoney } from '../../lib/format';
import { loadMyBonuses, loadWelcomePack, useBonuses } from '../../stores/promo';
import { useSession } from '../../stores/session';
import { useLocale } from '../layout/use-locale';
import styles from './MyBonuses.module.css';

/**
 * The welcome pack: its publicTitle and one line per deposit step; for a signed-in player the done steps are marked
 * and the step their next deposit takes is named.
 */
export function WelcomePackSteps() {
  const locale = useLocale();
  const { status } = useSession();
  const { pack, mine } = useBonuses();
  useEffect(() => {
    void loadWelcomePack();
    if (status === 'signed-in') void loadMyBonuses();
  }, [status]);
  if (!pack || pack.steps.length === 0) return null;
  const done = mine?.bonuses.filter((grant) => grant.type === 'welcome_pack').length ?? 0;
  // A signed-in player's next deposit takes the first step not yet done.
  const next = status === 'signed-in' ? done + 1 : null;
  return (
    <section className={styles.card} data-testid="welcome-pack">
      {pack.publicTitle && <h2 className={styles.title}>{pack.publicTitle}</h2>}
      <ul className={styles.list}>
        {pack.steps.map((step) => {
          const caps = Object.entries(step.amounts).map(([currency, amount]) =>
            formatMoney(amount, currency as Parameters<typeof formatMoney>[1], locale),
          );
          return (
            <li key={step.id} data-done={step.step <= done} data-next={step.step === next}>
              <span>
                <Trans>
                  Deposit {step.step}: {step.publicTitle ?? step.name}
                </Trans>
              </span>
              <span className={styles.muted}>
                {step.percent !== null && `${step.percent}%`} {caps.length > 0 && `≤ ${caps.join(' / ')}`}
                {step.step <= done && ' ✓'}
              </span>
              {step.step === next && (
                <span className={styles.next}>
                  <Trans>Your next deposit</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
