import type { ReportRange } from '../../../workers/backoffice/reports';
import { fromWorker } from './session';

/** The reports screen's reads: the figures, and the server's CSV. */
export const loadReport = (range: ReportRange) => fromWorker((api) => api.report(range));

export const loadReportCsv = (range: ReportRange, group: 'day' | 'game') =>
  fromWorker((api) => api.reportCsv(range, group));
