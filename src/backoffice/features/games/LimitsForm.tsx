import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GameSettings } from '../../../../contract/api/backoffice-games';
import { CURRENCIES } from '../../../../contract/money';
import { FormActions } from '../common/FormActions';
import styles from '../common/Screen.module.css';
import { draftOf, type LimitsDraft } from './limits-draft';

/** The operator's minimum and maximum stake per currency; a blank field follows the spec (shown as its hint). */
export function LimitsForm({
  settings,
  busy,
  onSubmit,
  onCancel,
}: {
  settings: GameSettings;
  busy: boolean;
  onSubmit: (draft: LimitsDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const game = settings.game;
  const field = (currency: (typeof CURRENCIES)[number], bound: 'min' | 'max') => (
    <input
      className={styles.input}
      inputMode="decimal"
      autoComplete="off"
      aria-label={bound === 'min' ? t`Minimum stake in ${currency}` : t`Maximum stake in ${currency}`}
      placeholder={settings.effective?.[currency]?.[bound] ?? ''}
      value={draft[currency][bound]}
      onChange={(event) => setDraft({ ...draft, [currency]: { ...draft[currency], [bound]: event.target.value } })}
    />
  );
  return (
    <form
      className={styles.inlineForm}
      aria-label={t`Limits of ${game}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className={styles.muted}>
        <Trans>
          Leave a field blank to follow the spec's limit (shown greyed). A maximum may be up to ten times the spec's.
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard. */}
      <section className={styles.tableWrap} tabIndex={0} aria-label={t`Limits of ${game}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Currency`}</th>
              <th scope="col">{t`Minimum`}</th>
              <th scope="col">{t`Maximum`}</th>
            </tr>
          </thead>
          <tbody>
            {CURRENCIES.map((currency) => (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                <td>{field(currency, 'min')}</td>
                <td>{field(currency, 'max')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <FormActions submit={<Trans>Save as a new version</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
