import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportDay } from '../../../../contract/api/backoffice-reports';
import type { Currency } from '../../../../contract/money';
import { DAY_MEASURES } from './measures';
import { ReportSection } from './ReportSection';
import { useReportFormat } from './use-report-format';

/** The range by day. */
export function DaysReport({ days, currency }: { days: readonly ReportDay[]; currency: Currency }) {
  const { t } = useLingui();
  const format = useReportFormat(currency);
  return (
    <ReportSection
      heading={<Trans>By day</Trans>}
      measures={DAY_MEASURES}
      initial="deposits"
      rows={days}
      rowKey={(day) => day.day}
      axisLabel={(day) => format.day(day.day)}
      rowName={(day) => format.fullDay(day.day)}
      chartTitle={(shown) => t`${shown} by day`}
      tableLabel={t`Figures by day`}
      firstColumn={t`Day`}
      currency={currency}
    />
  );
}
