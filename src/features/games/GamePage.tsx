import { useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense } from 'react';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { DiceIcon } from '../../ui/icons';
import { LiveFeed } from '../feed/LiveFeed';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import { ClosedGameNotice } from './ClosedGameNotice';
import styles from './GamePage.module.css';
import { GAMES, type GameId } from './games';
import { isPlayable, loadedGame, type PlayableId, preloadGame } from './playable';
import { UnconfirmedNotice } from './UnconfirmedNotice';

/** Should a route not preload its game, the game still loads, behind the stage's skeleton. */
const lazyGames = new Map<PlayableId, ReturnType<typeof lazy<ComponentType<{ slug?: string }>>>>();
function lazyGame(game: PlayableId) {
  let component = lazyGames.get(game);
  if (!component) {
    component = lazy(() => preloadGame(game).then(() => ({ default: loadedGame(game) ?? (() => null) })));
    lazyGames.set(game, component);
  }
  return component;
}

/** A game page (flagged as a game): the game itself, or, for a game not played yet, says so and what to play meanwhile. */
export function GamePage({ game, slug }: { game: GameId; slug?: string }) {
  const { t, i18n } = useLingui();
  const definition = GAMES[game];
  if (isPlayable(game)) {
    const Playable = loadedGame(game) ?? lazyGame(game);
    return (
      <>
        <div className={styles.heading}>
          <PageHeading title={i18n._(definition.title)} lead={i18n._(definition.lead)} />
        </div>
        <ClosedGameNotice game={game} />
        {game !== 'crash' && <UnconfirmedNotice game={game} />}
        <Suspense fallback={<div className={styles.stage} aria-busy="true" />}>
          <Playable slug={slug} />
        </Suspense>
        <div className={styles.feed}>
          <LiveFeed />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title={i18n._(definition.title)} lead={i18n._(definition.lead)} />
      <div
        className={styles.stage}
        style={{
          background: `radial-gradient(circle at 30% 20%, ${definition.colors[0]}55, transparent 60%), var(--surface)`,
        }}
      >
        <EmptyState
          icon={<DiceIcon width={28} height={28} />}
          title={t`Coming soon`}
          text={t`This game cannot be played yet: it opens with a later release. Dice, miner, roulette and the other originals are open now.`}
          actions={
            <>
              <LocaleLink to="/games/dice" className={buttonClass('primary')}>
                {t`Play Dice`}
              </LocaleLink>
              <LocaleLink to="/" className={buttonClass('secondary')}>
                {t`Back to the lobby`}
              </LocaleLink>
            </>
          }
        />
      </div>
      <div className={styles.feed}>
        <LiveFeed />
      </div>
    </>
  );
}
