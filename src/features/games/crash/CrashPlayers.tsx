import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format';
import { useCrash } from '../../../stores/crash';
import { useLocale } from '../../layout/use-locale';
import styles from '../GameLayout.module.css';
import crash from './Crash.module.css';
import { shownBets } from './crash-round';
import { useCrashFrame } from './use-crash-frame';

/**
 * The round's players, live: each bet with its stake and its cash-out (or its loss once the round crashed). Names
 * are the server's: a player who hides their statistics comes without one and reads "Hidden"; no avatars here.
 */
export function CrashPlayers() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const view = useCrash();
  const bets = shownBets(view, useCrashFrame().phase === 'busted');
  const { ready } = view;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {t`Players this round`} <span className={crash.count}>{bets.length}</span>
      </h2>
      {bets.length === 0 ? (
        <p className={styles.rules}>{ready ? t`No bets yet in this round.` : t`Connecting to the round…`}</p>
      ) : (
        <table className={crash.players}>
          <thead>
            <tr>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Bet`}</th>
              <th scope="col">{t`Cash-out`}</th>
              <th scope="col">{t`Win`}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} data-testid="crash-player" data-status={bet.status} data-mine={bet.mine || undefined}>
                <td>
                  {bet.player ?? t`Hidden`}
                  {bet.mine && <span className={crash.you}>{t`you`}</span>}
                </td>
                <td>{formatMoney(bet.amount, bet.currency, locale)}</td>
                <td>
                  {bet.status === 'cashed_out' && bet.cashout
                    ? `${bet.cashout}×`
                    : bet.status === 'lost'
                      ? t`Lost`
                      : bet.auto_cashout
                        ? t`auto ${bet.auto_cashout}×`
                        : '—'}
                </td>
                <td>{bet.status === 'cashed_out' ? formatMoney(bet.payout, bet.currency, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
