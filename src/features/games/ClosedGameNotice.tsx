import { useLingui } from '@lingui/react/macro';
import { useGames } from '../../stores/games';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './GameLayout.module.css';

/** The operator closed this game: it takes no bets until they open it again (the server refuses them anyway). */
export function ClosedGameNotice({ game }: { game: string }) {
  const { t } = useLingui();
  const { config } = useGames();
  if (!config?.disabled.some((closed) => closed === game)) return null;
  return (
    <div className={styles.closed} role="alert" data-testid="game-closed">
      <p>{t`This game is unavailable for now: it takes no bets until it opens again.`}</p>
      <LocaleLink to="/">{t`Choose another game in the lobby`}</LocaleLink>
    </div>
  );
}
