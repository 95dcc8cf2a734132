import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportGame } from '../../../../contract/api/backoffice-reports';
import type { Currency } from '../../../../contract/money';
import { GAME_MEASURES } from './measures';
import { ReportSection } from './ReportSection';

/** The range by game. */
export function GamesReport({ games, currency }: { games: readonly ReportGame[]; currency: Currency }) {
  const { t } = useLingui();
  return (
    <ReportSection
      heading={<Trans>By game</Trans>}
      measures={GAME_MEASURES}
      initial="ggr"
      rows={games}
      rowKey={(game) => game.game}
      axisLabel={(game) => game.game}
      rowName={(game) => game.game}
      chartTitle={(shown) => t`${shown} by game`}
      tableLabel={t`Figures by game`}
      firstColumn={t`Game`}
      currency={currency}
      empty={<Trans>No rounds were played in this range.</Trans>}
    />
  );
}
