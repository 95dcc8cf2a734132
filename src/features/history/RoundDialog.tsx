import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameBet } from '../../../contract/api/games';
import type { HistoryRow } from '../../../contract/api/history';
import type { GameRoundKind } from '../../../contract/history-kinds';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { loadHistoryRow, loadRound } from '../../stores/history';
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
 * of crash, a room, a live table or a slot is the row already loaded, or (a deep link beyond the pages loaded) read
 * by its kind and id, with its game's own verification.
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
  if (source === 'round') return <OriginalRoundDialog id={id} onClose={onClose} />;
  const listed = rows.find((candidate) => candidate.kind === source && candidate.id === id) as OtherGameRow | undefined;
  return <OtherRoundDialog id={id} source={source} listed={listed ?? null} onClose={onClose} />;
}

function OtherRoundDialog({
  id,
  source,
  listed,
  onClose,
}: {
  id: number;
  source: Exclude<GameRoundKind, 'round'>;
  listed: OtherGameRow | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [fetched, setFetched] = useState<OtherGameRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inList = listed !== null;

  useEffect(() => {
    if (inList) return;
    let live = true;
    setFetched(null);
    setError(null);
    void loadHistoryRow(source, id).then((result) => {
      if (!live) return;
      // The server answers the row of the kind asked for.
      if (result.ok) setFetched(result.data as OtherGameRow);
      else setError(failureLines(result.failure).join(' '));
    });
    return () => {
      live = false;
    };
  }, [id, source, inList]);

  const row = listed ?? fetched;
  const roundId = shortRoundId(id);
  return (
    <Modal title={t`Round ${roundId}`} onClose={onClose}>
      {error && !row && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!row && !error && <p aria-busy="true">{t`Loading…`}</p>}
      {row && <GameRoundDetails row={row} />}
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
