import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { isDecidable, VERIFICATION_STATUSES, type VerificationStatus } from '../../../../contract/verification';
import { loadVerifications } from '../../stores/kyc';
import { may, useWho } from '../../stores/session';
import { ListScreen } from '../common/ListScreen';
import { StatusFilter } from '../common/StatusFilter';
import { useList } from '../common/use-list';
import { VERIFICATION_STATUS_LABEL } from './status-label';
import { type Verification, VerificationCard } from './VerificationCard';

/** The verification queue (the oldest first), filtered by status; pending by default. */
export function VerificationQueue({
  status,
  onStatus,
}: {
  status: VerificationStatus | undefined;
  onStatus: (status: VerificationStatus | undefined) => void;
}) {
  const { i18n } = useLingui();
  const who = useWho();
  const list = useList<Verification[]>(useCallback(() => loadVerifications(status), [status]));

  return (
    <ListScreen
      id="kyc-title"
      title={<Trans>Verification</Trans>}
      onRefresh={() => void list.reload()}
      filters={
        <StatusFilter
          value={status}
          statuses={VERIFICATION_STATUSES}
          labelOf={(value) => `${i18n._(VERIFICATION_STATUS_LABEL[value])} (${value})`}
          onChange={onStatus}
        />
      }
      outcome={list.outcome}
      items={list.data}
      empty={<Trans>No verifications here. New documents appear when players send them.</Trans>}
      renderItem={(item) => (
        <VerificationCard
          key={item.user_id}
          item={item}
          canDecide={may(who, 'decideVerification') && isDecidable(item.status)}
          onDecided={(line) => {
            list.setOutcome({ kind: 'ok', lines: [line] });
            void list.reload();
          }}
          onFailed={(lines) => list.setOutcome({ kind: 'error', lines })}
        />
      )}
    />
  );
}
