import { useLingui } from '@lingui/react/macro';
import type { ApiFailure, ApiResult } from '../../../workers/api-result';
import { failureLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';

/** Shows why a step of a multi-step round failed; a round moved on elsewhere (409) has been reloaded by then. */
export function useRoundReport() {
  const { t } = useLingui();
  const lines = (failure: ApiFailure): string[] => {
    if (failure.kind === 'http' && (failure.code === 'round_changed' || failure.code === 'no_round')) {
      return [t`The round moved on in another tab or window: this page now shows where it stands.`];
    }
    if (failure.kind === 'http' && failure.code === 'round_open') {
      return [t`You already have a round open: finish it first.`];
    }
    return failureLines(failure);
  };
  return (result: ApiResult<unknown>) => {
    if (!result.ok) notify({ kind: 'error', title: t`Error`, lines: lines(result.failure) });
  };
}
