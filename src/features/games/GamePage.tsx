import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { GameName } from '../../../contract/api/games';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { DiceIcon } from '../../ui/icons';
import { LocaleLink } from '../layout/LocaleLink';
import { PageHeading } from '../sections/PageHeading';
import styles from './GamePage.module.css';
import type { PlayedGameComponent } from './game-definition';
import { GAME_LOADERS, GAMES, type GameId } from './games';
import { UnconfirmedNotice } from './UnconfirmedNotice';

const PLAYABLE = Object.fromEntries(
  Object.entries(GAME_LOADERS).map(([game, load]) => [
    game,
    lazy(() => load().then((component) => ({ default: component }))),
  ]),
) as Partial<Record<GameId, ReturnType<typeof lazy<PlayedGameComponent>>>>;

/** The games played here (the rest open with a later release). */
const isOriginal = (game: GameId): game is GameName => game in PLAYABLE;

/** A game page (flagged as a game): the game itself, or the stage where it will run and what to do meanwhile. */
export function GamePage({ game, slug }: { game: GameId; slug?: string }) {
  const { t, i18n } = useLingui();
  const definition = GAMES[game];
  const Playable = PLAYABLE[game];
  if (Playable) {
    return (
      <>
        <PageHeading title={i18n._(definition.title)} lead={i18n._(definition.lead)} />
        {isOriginal(game) && <UnconfirmedNotice game={game} />}
        <Suspense fallback={<div className={styles.stage} aria-busy="true" />}>
          <Playable slug={slug} />
        </Suspense>
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
          title={t`This game opens with the next release`}
          text={t`Every round will be provably fair: you will see the hash of the server seed before you bet and can check any round yourself.`}
          actions={
            <LocaleLink to="/" className={buttonClass('primary')}>
              {t`Back to the lobby`}
            </LocaleLink>
          }
        />
      </div>
    </>
  );
}
