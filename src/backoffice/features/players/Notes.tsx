import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { addNote, loadNotes } from '../../stores/players';
import { may, useWho } from '../../stores/session';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { useList } from '../common/use-list';
import { Section } from './Section';

const NOTE_MAX = 4000;

/** Operators' notes on the player, newest first, and a new one (sent once however often it is clicked). */
export function Notes({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const who = useWho();
  const id = useId();
  const list = useList(useCallback(() => loadNotes(userId), [userId]));
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await addNote(userId, draft.trim());
    setBusy(false);
    if (!result.ok) return list.setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
    setDraft('');
    list.setOutcome({ kind: 'ok', lines: [t`Note added.`] });
    void list.reload();
  };

  return (
    <Section title={<Trans>Notes</Trans>} onRefresh={() => void list.reload()} outcome={list.outcome} testId="notes">
      {may(who, 'addPlayerNote') && (
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) void send();
          }}
        >
          <label className={styles.field} htmlFor={id}>
            <Trans>New note (operators only)</Trans>
            <textarea
              id={id}
              className={styles.input}
              value={draft}
              maxLength={NOTE_MAX}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy} disabled={!draft.trim()}>
              <Trans>Add the note</Trans>
            </Button>
          </div>
        </form>
      )}
      {list.data?.length === 0 && (
        <p className={styles.muted}>
          <Trans>No notes yet.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className={styles.list}>
          {list.data.map((note) => (
            <li key={note.id} className={styles.inlineForm}>
              <p className={styles.muted}>{`${note.actor} · ${format.when(note.created_at)}`}</p>
              <p className={styles.noteBody}>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
