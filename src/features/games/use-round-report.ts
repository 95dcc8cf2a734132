import { useLingui } from '@lingui/react/macro';
import type { ApiFailure, ApiResult } from '../../../workers/api-result';
import { failureLines, roundMessage } from '../../i18n/error-messages';
import { otherTabsOpen } from '../../lib/other-tabs';
import { notify } from '../../stores/notifications';

/**
 * Shows why a step of a multi-step round failed. A round that moved on (409) has been reloaded by then: that is
 * said only when another tab may have moved it; with one tab the board already shows what happened. A step whose
 * answer is unknown shows UnconfirmedNotice instead.
 */
export function useRoundReport() {
  const { t } = useLingui();
  const lines = (failure: ApiFailure): string[] | null => {
    if (failure.kind === 'unconfirmed') return null;
    if (failure.kind === 'http' && (failure.code === 'round_changed' || failure.code === 'no_round')) {
      return otherTabsOpen() ? [roundMessage('movedElsewhere')] : null;
    }
    if (failure.kind === 'http' && failure.code === 'round_open') {
      return [roundMessage('open')];
    }
    return failureLines(failure);
  };
  return (result: ApiResult<unknown>) => {
    const shown = result.ok ? null : lines(result.failure);
    if (shown) notify({ kind: 'error', title: t`Error`, lines: shown });
  };
}
