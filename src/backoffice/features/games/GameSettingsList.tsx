import { Trans } from '@lingui/react/macro';
import { loadGameSettings } from '../../stores/games';
import { may, useWho } from '../../stores/session';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useList } from '../common/use-list';
import { GameCard } from './GameCard';

/** The original games: on or off, their stake limits per currency, and each one's versions. */
export function GameSettingsList() {
  const { data: games, setData: setGames, outcome, setOutcome, reload } = useList(loadGameSettings);
  const who = useWho();

  return (
    <section className={styles.screen} aria-labelledby="games-title">
      <ScreenHeading id="games-title" title={<Trans>Games</Trans>} onRefresh={() => void reload()} />
      <p className={styles.muted}>
        <Trans>
          Each change makes a new version of the game's settings; every round names the version it was played under.
          House edges belong to each game's rules (a round is verified from them), so they are not changed here.
        </Trans>
      </p>
      <Outcome outcome={outcome} />
      {games && (
        <ul className={styles.list}>
          {games.map((settings) => (
            <GameCard
              key={`${settings.game}:${settings.version}`}
              settings={settings}
              canChange={may(who, 'changeGames')}
              onChanged={(changed, line) => {
                setGames(games.map((each) => (each.game === changed.game ? changed : each)));
                setOutcome({ kind: 'ok', lines: [line] });
              }}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
