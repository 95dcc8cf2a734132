import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../../../contract/api/backoffice';
import { Button } from '../../../ui/Button';
import { searchAudit } from '../../stores/audit';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { useFormat } from '../common/use-format';
import { ROLE_LABEL } from '../shell/role-label';
import { type AuditFilters, auditQueryOf, changeText } from './audit-query';

const FIELDS = ['actor', 'action', 'target'] as const;

/**
 * The audit log, newest first: filtered by actor, action, target and a time span (each exact, as the server
 * searches), 50 entries a page; "Older" follows the server's cursor, "Newer" goes back along the pages seen.
 */
export function AuditLog({ filters, onFilters }: { filters: AuditFilters; onFilters: (next: AuditFilters) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const [page, setPage] = useState<{ entries: AuditEntry[]; nextBeforeId: number | null } | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);
  const beforeId = cursors.at(-1) ?? null;

  useEffect(() => {
    setDraft(filters);
    setCursors([null]);
  }, [filters]);

  const load = useCallback(async () => {
    const result = await searchAudit(auditQueryOf(filters, beforeId));
    if (result.ok) {
      setPage(result.data);
      setOutcome(null);
    } else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [filters, beforeId, i18n]);
  useEffect(() => void load(), [load]);

  const label: Record<(typeof FIELDS)[number], { name: string; hint: string }> = {
    actor: { name: t`Operator (e-mail)`, hint: 'pay@example.com' },
    action: { name: t`Action`, hint: 'payout.approve' },
    target: { name: t`Target`, hint: 'user:12' },
  };

  return (
    <section className={styles.screen} aria-labelledby="audit-title">
      <ScreenHeading id="audit-title" title={<Trans>Audit log</Trans>} />
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          onFilters(draft);
        }}
      >
        {FIELDS.map((field) => (
          <label key={field} className={styles.field}>
            {label[field].name}
            <input
              className={styles.input}
              value={draft[field] ?? ''}
              placeholder={label[field].hint}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          </label>
        ))}
        <InputField
          label={<Trans>From</Trans>}
          type="datetime-local"
          value={draft.from ?? ''}
          onChange={(value) => setDraft({ ...draft, from: value })}
        />
        <InputField
          label={<Trans>To</Trans>}
          type="datetime-local"
          value={draft.to ?? ''}
          onChange={(value) => setDraft({ ...draft, to: value })}
        />
        <Button type="submit" variant="primary">
          <Trans>Search</Trans>
        </Button>
        <Button variant="ghost" onClick={() => onFilters({})}>
          <Trans>Clear</Trans>
        </Button>
      </form>
      <Outcome outcome={outcome} />
      {page?.entries.length === 0 && (
        <p className={styles.empty}>
          <Trans>No entries match. Every operator action is recorded here.</Trans>
        </p>
      )}
      {page && page.entries.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        <section className={styles.tableWrap} tabIndex={0} aria-label={t`Audit entries`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`When`}</th>
                <th scope="col">{t`Operator`}</th>
                <th scope="col">{t`Action`}</th>
                <th scope="col">{t`Target`}</th>
                <th scope="col">{t`Before`}</th>
                <th scope="col">{t`After`}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.when(entry.at)}</td>
                  <td>
                    {entry.actor}
                    <br />
                    <span className={styles.muted}>{i18n._(ROLE_LABEL[entry.role])}</span>
                  </td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td>
                    <pre className={styles.code}>{changeText(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className={styles.code}>{changeText(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {page && (cursors.length > 1 || page.nextBeforeId !== null) && (
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            <Trans>Newer</Trans>
          </Button>
          <span>{t`Page ${cursors.length}`}</span>
          <Button
            disabled={page.nextBeforeId === null}
            onClick={() => page.nextBeforeId !== null && setCursors([...cursors, page.nextBeforeId])}
          >
            <Trans>Older</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
