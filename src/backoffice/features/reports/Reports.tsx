import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReportAnswer } from '../../../../contract/api/backoffice-reports';
import { CURRENCIES } from '../../../../contract/money';
import { Button } from '../../../ui/Button';
import { loadReport } from '../../stores/reports';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { SelectField } from '../common/SelectField';
import { CsvDownloads } from './CsvDownloads';
import { DaysReport } from './DaysReport';
import { GamesReport } from './GamesReport';
import { ReportTotals } from './ReportTotals';
import { type ReportFilter, rangeProblem } from './report-range';

type Report = ReportAnswer['data'];

/** Deposits, withdrawals, GGR, NGR, bonus cost and active players for a range of UTC days, charted and exportable. */
export function Reports({ filter, onFilter }: { filter: ReportFilter; onFilter: (filter: ReportFilter) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(filter);
  const [report, setReport] = useState<Report | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDraft(filter);
    let current = true;
    setBusy(true);
    void loadReport(filter).then((result) => {
      if (!current) return;
      setBusy(false);
      if (result.ok) {
        setReport(result.data);
        setOutcome(null);
      } else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
    });
    return () => {
      current = false;
    };
  }, [filter, i18n]);

  const problem = rangeProblem(draft.from, draft.to);
  const problemText =
    problem === 'order' ? t`The last day comes before the first.` : problem === 'too_long' ? t`At most a year.` : null;

  return (
    <section className={styles.screen} aria-labelledby="reports-title" aria-busy={busy}>
      <ScreenHeading id="reports-title" title={<Trans>Reports</Trans>} />
      <form
        className={styles.filters}
        aria-label={t`Report range`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) onFilter(draft);
        }}
      >
        <InputField
          label={<Trans>First day (UTC)</Trans>}
          type="date"
          required
          value={draft.from}
          onChange={(value) => setDraft({ ...draft, from: value })}
        />
        <InputField
          label={<Trans>Last day (UTC)</Trans>}
          type="date"
          required
          value={draft.to}
          onChange={(value) => setDraft({ ...draft, to: value })}
        />
        <SelectField
          label={<Trans>Currency</Trans>}
          value={draft.currency}
          choices={CURRENCIES.map((value) => [value, value] as const)}
          onChange={(value) => setDraft({ ...draft, currency: value })}
        />
        <Button type="submit" variant="primary" disabled={problem !== null}>
          <Trans>Show</Trans>
        </Button>
        {problemText && (
          <p className={styles.error} role="alert">
            {problemText}
          </p>
        )}
      </form>
      <Outcome outcome={outcome} />
      {report && (
        <>
          <ReportTotals report={report} />
          <CsvDownloads filter={filter} onFailed={(lines) => setOutcome({ kind: 'error', lines })} />
          <DaysReport days={report.days} currency={report.currency} />
          <GamesReport games={report.games} currency={report.currency} />
        </>
      )}
    </section>
  );
}
