import { useLingui } from '@lingui/react/macro';
import { LocaleLink } from '../layout/LocaleLink';
import styles from './GameTile.module.css';
import { GAMES, type GameId, ROOM_GAMES } from './games';
import { isPlayable } from './playable';

/** A lobby tile with a fixed aspect ratio, so the grid never shifts; a game not played yet says so on its tile. */
export function GameTile({ id, to }: { id: GameId; to: string }) {
  const { t, i18n } = useLingui();
  const game = GAMES[id];
  return (
    <LocaleLink
      to={to}
      className={styles.tile}
      style={{ background: `linear-gradient(145deg, ${game.colors[0]}, ${game.colors[1]})` }}
    >
      <span className={styles.glyph} aria-hidden="true">
        {game.glyph}
      </span>
      <span className={styles.name}>{i18n._(game.title)}</span>
      {!isPlayable(id) && !ROOM_GAMES.has(id) && <span className={styles.soon}>{t`Coming soon`}</span>}
    </LocaleLink>
  );
}
