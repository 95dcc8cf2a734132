import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApiResult } from '../../../workers/api-result';
import { failureLines, fieldErrorLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';

/**
 * Runs an auth call: the button shows progress at once; a failure becomes one multi-line
 * notification under the generic error title (spec §5) and per-field messages for the form.
 */
export function useAuthSubmit(call: () => Promise<ApiResult<null>>, onSuccess: () => void) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async () => {
    setBusy(true);
    setFieldErrors({});
    try {
      const result = await call();
      if (result.ok) {
        onSuccess();
        return;
      }
      const { failure } = result;
      if (failure.kind === 'validation') {
        setFieldErrors(fieldErrorLines(failure.errors));
      }
      notify({ kind: 'error', title: t`Error`, lines: failureLines(failure) });
    } catch {
      notify({ kind: 'error', title: t`Error`, lines: failureLines({ kind: 'network', message: '' }) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, fieldErrors, submit };
}
