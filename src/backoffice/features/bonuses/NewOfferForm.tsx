import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CURRENCIES } from '../../../../contract/money';
import { createOffer } from '../../stores/bonuses';
import { FormActions } from '../common/FormActions';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import { Outcome } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { choicesOf, SelectField } from '../common/SelectField';
import { OFFER_KIND_LABEL, OFFER_KINDS } from './labels';
import { EMPTY_OFFER, needsCode, needsPercent, type OfferDraft, offerBody } from './offer-draft';

/** A new offer: its kind decides which fields it has (a code, a percentage, a welcome-pack step, free spins). */
export function NewOfferForm({ onCreated, onCancel }: { onCreated: (line: string) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<OfferDraft>(EMPTY_OFFER);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const set = (change: Partial<OfferDraft>) => setDraft({ ...draft, ...change });
  const text = (
    label: string,
    key: keyof OfferDraft & string,
    props: { required?: boolean; numeric?: boolean } = {},
  ) => (
    <InputField
      label={label}
      required={props.required}
      inputMode={props.numeric ? 'decimal' : undefined}
      autoComplete="off"
      value={draft[key] as string}
      onChange={(value) => set({ [key]: value })}
    />
  );

  return (
    <form
      className={styles.card}
      aria-labelledby="new-offer-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await createOffer(offerBody(draft));
        setBusy(false);
        if (!result.ok) return setProblem(failureLines(i18n, result.failure));
        const name = result.data.name;
        onCreated(t`${name} is created.`);
      }}
    >
      <h2 id="new-offer-title" className={styles.cardTitle}>
        <Trans>New offer or promo code</Trans>
      </h2>
      <div className={styles.facts}>
        <SelectField
          label={<Trans>Kind</Trans>}
          value={draft.kind}
          choices={choicesOf(OFFER_KINDS, OFFER_KIND_LABEL, i18n)}
          onChange={(value) => set({ kind: value })}
        />
        {needsCode(draft.kind) && text(t`Code players enter`, 'code', { required: true })}
        {text(t`Name`, 'name', { required: true })}
        {text(t`Title players see`, 'publicTitle')}
        {needsPercent(draft.kind) && text(t`Match, %`, 'percent', { required: true, numeric: true })}
        {draft.kind === 'welcome_pack' && text(t`Deposit number`, 'step', { required: true, numeric: true })}
        {draft.kind === 'free_spins' && text(t`Game of the spins`, 'game', { required: true })}
        {draft.kind === 'free_spins' && text(t`Number of spins`, 'spins', { required: true, numeric: true })}
      </div>
      <fieldset className={styles.facts}>
        <legend className={styles.muted}>
          {needsPercent(draft.kind)
            ? t`Cap of the bonus per currency (blank: not offered in it)`
            : draft.kind === 'free_spins'
              ? t`Value of one spin per currency (blank: not offered in it)`
              : t`Bonus per currency (blank: not offered in it)`}
        </legend>
        {CURRENCIES.map((currency) => (
          <label key={currency} className={styles.field}>
            {currency}
            <input
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={draft.amounts[currency]}
              onChange={(event) => set({ amounts: { ...draft.amounts, [currency]: event.target.value } })}
            />
          </label>
        ))}
      </fieldset>
      <div className={styles.facts}>
        {text(t`Wagering multiple (0: none)`, 'wagerMultiplier', { numeric: true })}
        <SelectField
          label={<Trans>Wagering counts</Trans>}
          value={draft.wagerBase}
          choices={[
            ['bonus', t`The bonus`],
            ['bonus_deposit', t`The bonus and the deposit`],
          ]}
          onChange={(value) => set({ wagerBase: value })}
        />
        {text(t`Days to wager a granted bonus`, 'lifetimeDays', { required: true, numeric: true })}
        {text(t`Most uses (blank: no limit)`, 'maxUses', { numeric: true })}
        <InputField
          label={<Trans>Starts</Trans>}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(value) => set({ startsAt: value })}
        />
        <InputField
          label={<Trans>Ends</Trans>}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(value) => set({ endsAt: value })}
        />
      </div>
      {problem.length > 0 && <Outcome outcome={{ kind: 'error', lines: problem }} />}
      <FormActions submit={<Trans>Create</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
