import { useLingui } from '@lingui/react/macro';
import type { GameName } from '../../../contract/api/games';
import { useGames } from '../../stores/games';
import styles from './GameLayout.module.css';

/**
 * A bet, step or cash-out of this game was sent and its answer lost: it may have been made. Never "try again": the
 * worker is checking with the server, and the result (and the balance) replace this notice by themselves.
 */
export function UnconfirmedNotice({ game }: { game: GameName }) {
  const { t } = useLingui();
  const { unconfirmed } = useGames();
  return (
    <p className={styles.unconfirmed} role="status" data-testid="unconfirmed-notice">
      {unconfirmed[game]
        ? t`Not confirmed yet — checking with the server. The result and your balance will show here by themselves.`
        : ''}
    </p>
  );
}
