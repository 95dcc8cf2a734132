import { REPORTS_API } from '../../contract/api/backoffice-reports';
import type { Currency } from '../../contract/money';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';

export interface ReportRange {
  from: string;
  to: string;
  currency: Currency;
}

/** The reports: the JSON for the screen, and the server's own CSV (by day or by game) for a download. */
export function reportHandlers({ http }: BackofficeContext) {
  return {
    report(range: ReportRange) {
      return attempt(async () => (await call(http, REPORTS_API.summary, { query: range })).data);
    },

    /** The CSV as the server writes it (text/csv): the page turns it into a file to save. */
    reportCsv(range: ReportRange, group: 'day' | 'game') {
      return attempt(() =>
        http.request<string>(REPORTS_API.summary.path, {
          query: { ...range, format: 'csv', group },
        }),
      );
    },
  };
}
