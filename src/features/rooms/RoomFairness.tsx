import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { RoomRound } from '../../../contract/api/rooms';
import type { Currency } from '../../../contract/money';
import { formatMoney } from '../../lib/format';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './RoomGame.module.css';
import { type CheckedDraw, checkDraw } from './room-draw';

/**
 * Commit–reveal, shown: the open round's server seed hash (published when it opened), and the last draw's revealed
 * seed, client seed and winner, which "Verify" recomputes here in the browser (contract/fairness/rooms.ts).
 */
export function RoomFairness({
  open,
  last,
  currency,
}: {
  open: RoomRound | null;
  last: RoomRound | null;
  currency: Currency;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const [checked, setChecked] = useState<{ id: number; result: CheckedDraw | null } | null>(null);
  const result = checked && last && checked.id === last.id ? checked : null;

  return (
    <section className={styles.fairness} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t`Provably fair`}
      </h2>
      {open && (
        <dl className={styles.facts}>
          <dt>{t`Round ${open.id}: server seed hash`}</dt>
          <dd className={styles.mono} data-testid="room-seed-hash">
            {open.server_seed_hash}
          </dd>
        </dl>
      )}
      {last?.server_seed ? (
        <>
          <dl className={styles.facts}>
            <dt>{t`Round ${last.id}: server seed (revealed)`}</dt>
            <dd className={styles.mono}>{last.server_seed}</dd>
            <dt>{t`Its hash, shown when the round opened`}</dt>
            <dd className={styles.mono}>{last.server_seed_hash}</dd>
            <dt>{t`Client seed (the entries, in order)`}</dt>
            <dd className={styles.mono}>{last.client_seed}</dd>
            <dt>{t`Winner`}</dt>
            <dd data-testid="room-last-winner">
              {t`Entry ${last.winner_entry_id ?? '—'}: ${last.winner ?? t`an anonymous player`}, ${formatMoney(last.payout ?? '0', currency, locale)} (commission ${formatMoney(last.commission ?? '0', currency, locale)})`}
            </dd>
          </dl>
          <Button
            variant="secondary"
            onClick={() => void checkDraw(last).then((draw) => setChecked({ id: last.id, result: draw }))}
          >
            {t`Verify round ${last.id}`}
          </Button>
          {result && (
            <p
              className={result.result?.verified ? styles.verified : styles.problem}
              role="status"
              data-testid="room-verified"
            >
              {result.result?.verified
                ? t`Verified here: the seed matches its hash; ticket ${result.result.ticket.toString()} of ${result.result.pot.toString()} falls in entry ${result.result.winnerEntryId}, the winner.`
                : t`This round does not check out: the seed or the winner does not match.`}
            </p>
          )}
        </>
      ) : (
        <p className={styles.hint}>{t`Once a round is drawn, its server seed is revealed here to verify it.`}</p>
      )}
    </section>
  );
}
