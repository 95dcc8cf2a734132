import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { loadDeposits } from '../../stores/deposits';
import { may, useWho } from '../../stores/session';
import { InputField } from '../common/InputField';
import { ListScreen } from '../common/ListScreen';
import { Pager } from '../common/Pager';
import styles from '../common/Screen.module.css';
import { StatusFilter } from '../common/StatusFilter';
import { useCursorList } from '../common/use-cursor-list';
import { DepositCard } from './DepositCard';
import { type DepositSearch, depositQueryOf } from './deposit-filter';
import { DEPOSIT_STATUS_LABEL, DEPOSIT_STATUSES } from './labels';

const PER_PAGE = 20;

/** The deposits, newest first, by provider state, player and time; a paid one can be refunded with a reason. */
export function DepositList({ search, onSearch }: { search: DepositSearch; onSearch: (next: DepositSearch) => void }) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const list = useCursorList(
    useCallback(
      (beforeId: number | null) => loadDeposits({ ...depositQueryOf(search), beforeId, limit: PER_PAGE }),
      [search],
    ),
  );

  return (
    <ListScreen
      id="deposits-title"
      title={<Trans>Deposits</Trans>}
      onRefresh={() => void list.reload()}
      filters={
        <form
          className={styles.searchForm}
          aria-label={t`Deposit filters`}
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(draft);
          }}
        >
          <StatusFilter
            value={draft.status}
            statuses={DEPOSIT_STATUSES}
            labelOf={(status) => i18n._(DEPOSIT_STATUS_LABEL[status])}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <InputField
            label={<Trans>Player id</Trans>}
            inputMode="numeric"
            value={draft.player === undefined ? '' : String(draft.player)}
            onChange={(value) => {
              const player = Number.parseInt(value, 10);
              setDraft({ ...draft, player: player > 0 ? player : undefined });
            }}
          />
          <InputField
            label={<Trans>From</Trans>}
            type="datetime-local"
            value={draft.from ?? ''}
            onChange={(value) => setDraft({ ...draft, from: value || undefined })}
          />
          <InputField
            label={<Trans>To</Trans>}
            type="datetime-local"
            value={draft.to ?? ''}
            onChange={(value) => setDraft({ ...draft, to: value || undefined })}
          />
          <Button type="submit" variant="primary">
            <Trans>Search</Trans>
          </Button>
          <Button variant="ghost" onClick={() => onSearch({})}>
            <Trans>Clear</Trans>
          </Button>
        </form>
      }
      outcome={list.outcome}
      items={list.items}
      empty={<Trans>No deposits match.</Trans>}
      renderItem={(deposit) => (
        <DepositCard
          key={deposit.id}
          deposit={deposit}
          canRefund={may(who, 'refundDeposit')}
          onDone={(line) => {
            list.setOutcome({ kind: 'ok', lines: [line] });
            void list.reload();
          }}
          onFailed={(lines) => {
            list.setOutcome({ kind: 'error', lines });
            void list.reload();
          }}
        />
      )}
      pager={<Pager page={list.page} hasOlder={list.hasOlder} onNewer={list.toNewer} onOlder={list.toOlder} />}
    />
  );
}
