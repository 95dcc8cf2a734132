import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PayoutStatus } from '../../../../contract/api/billing';
import { loadPayouts } from '../../stores/payouts';
import { may, useWho } from '../../stores/session';
import { ListScreen } from '../common/ListScreen';
import { Pager } from '../common/Pager';
import { StatusFilter } from '../common/StatusFilter';
import { useList } from '../common/use-list';
import { PAYOUT_STATUS_LABEL, PAYOUT_STATUSES } from './labels';
import { type OperatorPayout, PayoutCard } from './PayoutCard';

const PER_PAGE = 20;

/** The payout queue (newest first), by status, a page at a time. */
export function PayoutQueue({
  status,
  page,
  onFilter,
}: {
  status: PayoutStatus | undefined;
  page: number;
  onFilter: (filter: { status: PayoutStatus | undefined; page: number }) => void;
}) {
  const { i18n } = useLingui();
  const who = useWho();
  const list = useList<OperatorPayout[]>(
    useCallback(() => loadPayouts({ ...(status ? { status } : {}), page, perPage: PER_PAGE }), [status, page]),
  );
  const failed = (lines: string[]) => {
    list.setOutcome({ kind: 'error', lines });
    void list.reload();
  };

  return (
    <ListScreen
      id="payouts-title"
      title={<Trans>Payouts</Trans>}
      onRefresh={() => void list.reload()}
      filters={
        <StatusFilter
          value={status}
          statuses={PAYOUT_STATUSES}
          labelOf={(value) => i18n._(PAYOUT_STATUS_LABEL[value])}
          onChange={(next) => onFilter({ status: next, page: 1 })}
        />
      }
      notice={
        !may(who, 'decidePayout') && (
          <Trans>Your role sees the payouts; approving and rejecting them is for payments.</Trans>
        )
      }
      outcome={list.outcome}
      items={list.data}
      empty={<Trans>No payouts here.</Trans>}
      renderItem={(payout) => (
        <PayoutCard
          key={payout.id}
          payout={payout}
          canAct={may(who, 'decidePayout')}
          onDone={(line) => {
            list.setOutcome({ kind: 'ok', lines: [line] });
            void list.reload();
          }}
          onFailed={failed}
        />
      )}
      pager={
        <Pager
          page={page}
          hasOlder={(list.data?.length ?? 0) === PER_PAGE}
          onNewer={() => onFilter({ status, page: page - 1 })}
          onOlder={() => onFilter({ status, page: page + 1 })}
        />
      }
    />
  );
}
