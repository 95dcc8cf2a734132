import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { loadReportCsv } from '../../stores/reports';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { csvFileName, type ReportFilter } from './report-range';

/** Saves the server's own CSV of the range (by day or by game): the worker fetches it, the page saves it as a file. */
export function CsvDownloads({ filter, onFailed }: { filter: ReportFilter; onFailed: (lines: string[]) => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<'day' | 'game' | null>(null);
  const save = async (group: 'day' | 'game') => {
    setBusy(group);
    const result = await loadReportCsv(filter, group);
    setBusy(null);
    if (!result.ok) return onFailed(failureLines(i18n, result.failure));
    const url = URL.createObjectURL(new Blob([result.data], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(filter, group);
    link.click();
    // Released once the browser has surely taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div className={styles.actions}>
      <Button busy={busy === 'day'} onClick={() => void save('day')}>
        <Trans>Download CSV by day</Trans>
      </Button>
      <Button busy={busy === 'game'} onClick={() => void save('game')}>
        <Trans>Download CSV by game</Trans>
      </Button>
    </div>
  );
}
