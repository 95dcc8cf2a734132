import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorOffer } from '../../../../contract/api/bonus';
import { Button } from '../../../ui/Button';
import { editOffer } from '../../stores/bonuses';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { editDraftOf, offerEdit } from './offer-draft';

/** What may change after an offer is made: its names, dates, uses and how long a granted bonus lasts. */
export function OfferEditForm({
  offer,
  onSaved,
  onFailed,
  onCancel,
}: {
  offer: OperatorOffer;
  onSaved: (line: string) => void;
  onFailed: (lines: string[]) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => editDraftOf(offer));
  const [busy, setBusy] = useState(false);
  const name = offer.name;
  return (
    <form
      className={styles.inlineForm}
      aria-label={t`Edit ${name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await editOffer(offer.id, offerEdit(offer, draft));
        setBusy(false);
        if (!result.ok) return onFailed(failureLines(i18n, result.failure));
        const saved = result.data.name;
        onSaved(t`${saved} is saved.`);
      }}
    >
      <div className={styles.facts}>
        <label className={styles.field}>
          <Trans>Name</Trans>
          <input
            className={styles.input}
            required
            maxLength={200}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Title players see</Trans>
          <input
            className={styles.input}
            maxLength={200}
            value={draft.publicTitle}
            onChange={(event) => setDraft({ ...draft, publicTitle: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Starts</Trans>
          <input
            className={styles.input}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Ends</Trans>
          <input
            className={styles.input}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Most uses (blank: no limit)</Trans>
          <input
            className={styles.input}
            inputMode="numeric"
            value={draft.maxUses}
            onChange={(event) => setDraft({ ...draft, maxUses: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Days to wager a granted bonus</Trans>
          <input
            className={styles.input}
            inputMode="decimal"
            required
            value={draft.lifetimeDays}
            onChange={(event) => setDraft({ ...draft, lifetimeDays: event.target.value })}
          />
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
