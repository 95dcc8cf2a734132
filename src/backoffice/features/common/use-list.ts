import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../../../workers/api-result';
import { failureLines } from './failure-text';
import type { OutcomeLine } from './Outcome';

/**
 * A list the screen loads through a store: its items (null until the first answer; a change's answer may replace
 * them), what the last action came to, and a reload. `load` is the caller's memoised loader: a new one (new filters) loads again.
 */
export function useList<T>(load: () => Promise<ApiResult<T>>) {
  const { i18n } = useLingui();
  const [data, setData] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await load();
    if (result.ok) setData(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [load, i18n]);
  useEffect(() => void reload(), [reload]);

  return { data, setData, outcome, setOutcome, reload };
}
