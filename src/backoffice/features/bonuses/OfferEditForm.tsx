import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorOffer } from '../../../../contract/api/bonus';
import { editOffer } from '../../stores/bonuses';
import { FormActions } from '../common/FormActions';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
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
        <InputField
          label={<Trans>Name</Trans>}
          required
          maxLength={200}
          value={draft.name}
          onChange={(value) => setDraft({ ...draft, name: value })}
        />
        <InputField
          label={<Trans>Title players see</Trans>}
          maxLength={200}
          value={draft.publicTitle}
          onChange={(value) => setDraft({ ...draft, publicTitle: value })}
        />
        <InputField
          label={<Trans>Starts</Trans>}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(value) => setDraft({ ...draft, startsAt: value })}
        />
        <InputField
          label={<Trans>Ends</Trans>}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(value) => setDraft({ ...draft, endsAt: value })}
        />
        <InputField
          label={<Trans>Most uses (blank: no limit)</Trans>}
          inputMode="numeric"
          value={draft.maxUses}
          onChange={(value) => setDraft({ ...draft, maxUses: value })}
        />
        <InputField
          label={<Trans>Days to wager a granted bonus</Trans>}
          inputMode="decimal"
          required
          value={draft.lifetimeDays}
          onChange={(value) => setDraft({ ...draft, lifetimeDays: value })}
        />
      </div>
      <FormActions submit={<Trans>Save</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
