import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReportGame } from '../../../../contract/api/backoffice-reports';
import type { Currency } from '../../../../contract/money';
import styles from '../common/Screen.module.css';
import { BarChart } from './BarChart';
import chart from './Chart.module.css';
import { figureOf, GAME_MEASURES, type GameMeasure, isCount } from './measures';
import { useReportFormat } from './use-report-format';

/** The range by game: one measure's chart, and every measure in the table beside it. */
export function GamesReport({ games, currency }: { games: readonly ReportGame[]; currency: Currency }) {
  const { t, i18n } = useLingui();
  const format = useReportFormat(currency);
  const [measure, setMeasure] = useState<GameMeasure>('ggr');
  const headingId = useId();
  const measures = Object.keys(GAME_MEASURES) as GameMeasure[];
  const shown = i18n._(GAME_MEASURES[measure]);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>By game</Trans>
        </h2>
        <label className={styles.field}>
          <Trans>Chart</Trans>
          <select
            className={styles.input}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as GameMeasure)}
          >
            {measures.map((each) => (
              <option key={each} value={each}>
                {i18n._(GAME_MEASURES[each])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {games.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No rounds were played in this range.</Trans>
        </p>
      ) : (
        <div className={chart.pair}>
          <BarChart
            title={t`${shown} by game`}
            points={games.map((game) => ({ label: game.game, value: figureOf(game[measure]) }))}
            formatValue={isCount(measure) ? format.count : format.axisMoney}
          />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard. */}
          <section className={`${styles.tableWrap} ${chart.tableScroll}`} tabIndex={0} aria-label={t`Figures by game`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t`Game`}</th>
                  {measures.map((each) => (
                    <th key={each} scope="col" className={chart.number}>
                      {i18n._(GAME_MEASURES[each])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {games.map((game) => (
                  <tr key={game.game}>
                    <th scope="row">{game.game}</th>
                    <td className={chart.number}>{format.money(game.ggr)}</td>
                    <td className={chart.number}>{format.money(game.stakes)}</td>
                    <td className={chart.number}>{format.money(game.wins)}</td>
                    <td className={chart.number}>{format.count(game.rounds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
