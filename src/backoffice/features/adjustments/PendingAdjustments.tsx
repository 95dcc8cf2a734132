import { Trans } from '@lingui/react/macro';
import { loadPendingAdjustments } from '../../stores/adjustments';
import { ListScreen } from '../common/ListScreen';
import { useList } from '../common/use-list';
import { AdjustmentCard } from './AdjustmentCard';

/** Manual adjustments above the threshold waiting for a second operator, the oldest first. */
export function PendingAdjustments() {
  const list = useList(loadPendingAdjustments);
  const done = (line: string) => {
    list.setOutcome({ kind: 'ok', lines: [line] });
    void list.reload();
  };
  return (
    <ListScreen
      id="adjustments-title"
      title={<Trans>Adjustments to approve</Trans>}
      onRefresh={() => void list.reload()}
      notice={<Trans>Adjustments above the threshold post only once a second operator approves them.</Trans>}
      outcome={list.outcome}
      items={list.data}
      empty={<Trans>Nothing waits for approval.</Trans>}
      renderItem={(request) => (
        <AdjustmentCard
          key={request.id}
          request={request}
          onDone={done}
          onFailed={(lines) => {
            list.setOutcome({ kind: 'error', lines });
            void list.reload();
          }}
        />
      )}
    />
  );
}
