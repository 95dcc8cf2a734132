import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameBet } from '../../../contract/api/games';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { loadRound } from '../../stores/history';
import { Modal } from '../../ui/Modal';
import { betOutcomeText } from '../games/fairness/bet-outcome';
import { RoundVerifier } from '../games/fairness/VerifyDialog';
import { GAMES } from '../games/games';
import { useLocale } from '../layout/use-locale';
import styles from './HistoryList.module.css';
import { shortRoundId } from './history-filters';

/** One round opened from the history: what was played, its seeds and the verifier (computed on this device). */
export function RoundDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const [bet, setBet] = useState<GameBet | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setBet(null);
    setError(null);
    void loadRound(id).then((result) => {
      if (!live) return;
      if (result.ok) setBet(result.data);
      else setError(failureLines(result.failure).join(' '));
    });
    return () => {
      live = false;
    };
  }, [id]);

  const roundId = shortRoundId(id);
  return (
    <Modal title={t`Round ${roundId}`} onClose={onClose}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!bet && !error && <p aria-busy="true">{t`Loading…`}</p>}
      {bet && <RoundDetails bet={bet} />}
    </Modal>
  );
}

function RoundDetails({ bet }: { bet: GameBet }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, bet.currency, locale);
  const facts: [string, string][] = [
    [t`Game`, i18n._(GAMES[bet.game].title)],
    [t`Time`, formatDateTime(Date.parse(bet.created_at), locale)],
    [t`Stake`, money(bet.amount)],
    [t`Multiplier`, `${bet.multiplier}×`],
    [t`Payout`, money(bet.payout)],
    [t`Outcome`, betOutcomeText(bet)],
    [t`Server seed hash`, bet.server_seed_hash],
    [t`Client seed`, bet.client_seed],
    [t`Nonce`, String(bet.nonce)],
    [t`Server seed`, bet.server_seed ?? t`Not revealed yet`],
  ];
  return (
    <>
      <dl className={styles.facts} data-testid="round-details">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RoundVerifier bet={bet} />
    </>
  );
}
