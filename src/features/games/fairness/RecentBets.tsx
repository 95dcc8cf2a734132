import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GameName } from '../../../../contract/api/games';
import { formatMoney } from '../../../lib/format';
import { useGames } from '../../../stores/games';
import { useLocale } from '../../layout/use-locale';
import styles from '../GameLayout.module.css';
import { betOutcomeText } from './bet-outcome';
import fair from './Fairness.module.css';
import { VerifyDialog } from './VerifyDialog';

/** The player's recent rounds of this game, each one verifiable. */
export function RecentBets({ game }: { game: GameName }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { recent } = useGames();
  const [verifying, setVerifying] = useState<number | null>(null);
  const bets = recent[game] ?? [];

  return (
    <section className={styles.card} aria-labelledby="recent-title">
      <h2 id="recent-title" className={styles.cardTitle}>
        <Trans>Your recent bets</Trans>
      </h2>
      {bets.length === 0 ? (
        <p className={styles.rules}>
          <Trans>No bets yet: place one and it appears here, ready to verify.</Trans>
        </p>
      ) : (
        <table className={fair.table}>
          <thead>
            <tr>
              <th scope="col">{t`Bet`}</th>
              <th scope="col">{t`Result`}</th>
              <th scope="col">{t`Payout`}</th>
              <th scope="col">
                <span className="visually-hidden">{t`Verify`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.slice(0, 10).map((bet) => (
              <tr key={bet.id} data-testid="recent-bet">
                <td>{formatMoney(bet.amount, bet.currency, locale)}</td>
                <td>{betOutcomeText(bet)}</td>
                <td className={Number(bet.payout) > 0 ? fair.win : undefined}>
                  {formatMoney(bet.payout, bet.currency, locale)} · {bet.multiplier}×
                </td>
                <td>
                  <button type="button" className={fair.verify} onClick={() => setVerifying(bet.id)}>
                    {t`Verify`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {verifying !== null && <VerifyDialog game={game} betId={verifying} onClose={() => setVerifying(null)} />}
    </section>
  );
}
