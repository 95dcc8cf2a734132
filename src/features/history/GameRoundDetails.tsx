import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, buttonClass } from '../../ui/Button';
import { LocaleLink } from '../layout/LocaleLink';
import { ROOM_PAGES } from '../rooms/room-meta';
import styles from './HistoryList.module.css';
import { RoundFacts } from './RoundFacts';
import type { OtherGameRow } from './round-facts';
import { useRoundFacts } from './round-facts';
import { verifyDrawnRound } from './verify-round';

/**
 * A round of crash, a room, a live table or a slot opened from the history: its facts, and its game's own
 * verification (crash: the crash page's verifier; rooms and live tables: recomputed here; slots: the provider's
 * round id, which the provider's own history knows).
 */
export function GameRoundDetails({ row }: { row: OtherGameRow }) {
  const { facts } = useRoundFacts(row);
  return (
    <>
      <RoundFacts facts={facts} />
      <Verification row={row} />
    </>
  );
}

function Verification({ row }: { row: OtherGameRow }) {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<boolean | null | 'checking'>(null);
  if (row.kind === 'slot_round') {
    return (
      <p className={styles.detail}>{t`Slot rounds are verified by their provider: quote the provider round id.`}</p>
    );
  }
  if (row.kind === 'crash_bet') {
    const { id, game, hash, bust } = row.round;
    if (!hash) return <p className={styles.detail}>{t`The round can be verified once it has crashed.`}</p>;
    return (
      <LocaleLink
        to="/games/crash"
        search={{ verify: id, game, hash, bust }}
        className={buttonClass('primary')}
        data-testid="round-verify-link"
      >
        {t`Verify on the crash page`}
      </LocaleLink>
    );
  }
  const drawn = row.round.server_seed !== null;
  const page = row.kind === 'room_entry' ? ROOM_PAGES[row.room].to : `/games/live-casino/${row.table}/play`;
  return (
    <div className={styles.verifyActions}>
      {drawn ? (
        <Button
          variant="primary"
          busy={verdict === 'checking'}
          onClick={() => {
            setVerdict('checking');
            void verifyDrawnRound(row).then(setVerdict);
          }}
        >
          {t`Verify here`}
        </Button>
      ) : (
        <p className={styles.detail}>{t`The seed is revealed once the round is drawn.`}</p>
      )}
      <LocaleLink to={page} className={buttonClass('secondary')}>
        {row.kind === 'room_entry' ? t`Open the room` : t`Open the table`}
      </LocaleLink>
      {(verdict === true || verdict === false) && (
        <p role="status" data-testid="round-verdict" data-ok={verdict}>
          {verdict
            ? t`Verified here: the seed matches the hash shown before the round and gives this result.`
            : t`This round does not check out: the seed or the result does not match.`}
        </p>
      )}
    </div>
  );
}
