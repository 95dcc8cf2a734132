import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { failureLines } from '../../i18n/error-messages';
import { notify } from '../../stores/notifications';
import { activatePromo } from '../../stores/promo';
import { Button } from '../../ui/Button';
import styles from './MyBonuses.module.css';

/** Promo-code entry for a signed-in player. */
export function PromoForm() {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    try {
      const result = await activatePromo(code.trim());
      if (result.ok) {
        notify({ kind: 'success', title: t`Promo code activated`, lines: [result.data.name] });
        setCode('');
      } else notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>
        <Trans>Have a promo code?</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit} data-testid="promo-form">
        <input
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t`Promo code`}
          aria-label={t`Promo code`}
          maxLength={64}
        />
        <Button type="submit" variant="primary" busy={busy}>
          <Trans>Activate</Trans>
        </Button>
      </form>
    </section>
  );
}
