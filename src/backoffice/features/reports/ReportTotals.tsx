import { Trans } from '@lingui/react/macro';
import type { ReportAnswer } from '../../../../contract/api/backoffice-reports';
import { Fact } from '../common/Fact';
import styles from '../common/Screen.module.css';
import { useReportFormat } from './use-report-format';

/** The range's totals. */
export function ReportTotals({ report }: { report: ReportAnswer['data'] }) {
  const format = useReportFormat(report.currency);
  const { totals } = report;
  const facts = [
    { key: 'deposits', label: <Trans>Deposits</Trans>, value: format.money(totals.deposits) },
    { key: 'withdrawals', label: <Trans>Withdrawals</Trans>, value: format.money(totals.withdrawals) },
    { key: 'ggr', label: <Trans>GGR (stakes − wins)</Trans>, value: format.money(totals.ggr) },
    { key: 'bonus', label: <Trans>Bonus cost</Trans>, value: format.money(totals.bonus_cost) },
    { key: 'ngr', label: <Trans>NGR (GGR − bonus cost)</Trans>, value: format.money(totals.ngr) },
    { key: 'players', label: <Trans>Active players</Trans>, value: format.count(totals.active_players) },
  ];
  return (
    <section className={styles.card} aria-labelledby="report-totals">
      <h2 id="report-totals" className={styles.cardTitle}>
        <Trans>
          Totals, {format.fullDay(report.from)} – {format.fullDay(report.to)}
        </Trans>
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <Fact key={fact.key} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </dl>
    </section>
  );
}
