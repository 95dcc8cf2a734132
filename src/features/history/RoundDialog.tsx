import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameBet } from '../../../contract/api/games';
import type { HistoryRow } from '../../../contract/api/history';
import type { GameRoundKind } from '../../../contract/history-kinds';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { loadRound } from '../../stores/history';
import { Modal } from '../../ui/Modal';
import { betOutcomeText } from '../games/fairness/bet-outcome';
import { RoundVerifier } from '../games/fairness/VerifyDialog';
import { GAMES } from '../games/games';
import { useLocale } from '../layout/use-locale';
import { GameRoundDetails } from './GameRoundDetails';
import styles from './HistoryList.module.css';
import { shortRoundId } from './history-filters';
import { RoundFacts } from './RoundFacts';
import type { OtherGameRow } from './round-facts';

/**
 * One round opened from the history. An original's round is read with its seeds and verified on this device; a round
 * of crash, a room, a live table or a slot is the row already loaded, with its game's own verification.
 */
export function RoundDialog({
  id,
  source,
  rows,
  onClose,
}: {
  id: number;
  source: GameRoundKind;
  rows: readonly HistoryRow[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (source === 'round') return <OriginalRoundDialog id={id} onClose={onClose} />;
  const row = rows.find((candidate) => candidate.kind === source && candidate.id === id) as OtherGameRow | undefined;
  const roundId = shortRoundId(id);
  return (
    <Modal title={t`Round ${roundId}`} onClose={onClose}>
      {row ? <GameRoundDetails row={row} /> : <p>{t`This round is not in the list loaded: find it in the history.`}</p>}
    </Modal>
  );
}

function OriginalRoundDialog({ id, onClose }: { id: number; onClose: () => void }) {
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
      <RoundFacts facts={facts} />
      <RoundVerifier bet={bet} />
    </>
  );
}
