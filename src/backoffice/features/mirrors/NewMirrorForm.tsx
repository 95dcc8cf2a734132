import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { createMirror } from '../../stores/mirrors';
import { FormAlert } from '../common/FormAlert';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';
import type { OperatorMirror } from './MirrorCard';

/** A new mirror domain, added last in the order: handed out in the signed list and probed by players at once. */
export function NewMirrorForm({
  nextSort,
  onAdded,
}: {
  nextSort: number;
  onAdded: (items: OperatorMirror[], domain: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [domain, setDomain] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);

  return (
    <form
      className={styles.card}
      aria-labelledby="new-mirror-title"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await createMirror({ domain, sort: nextSort });
        setBusy(false);
        if (!result.ok) return setProblem(formProblem(i18n, result.failure, ['domain']));
        setProblem(NO_PROBLEM);
        setDomain('');
        onAdded(result.data, domain.trim().toLowerCase());
      }}
    >
      <h2 id="new-mirror-title" className={styles.cardTitle}>
        <Trans>New mirror</Trans>
      </h2>
      <InputField
        label={<Trans>Domain (host, with a port if needed)</Trans>}
        autoComplete="off"
        spellCheck={false}
        placeholder="m3.example.com"
        value={domain}
        onChange={(value) => setDomain(value)}
        errors={{ id: 'new-mirror-domain-error', lines: problem.fields.domain }}
      />
      <FormAlert lines={problem.general} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {t`Add mirror`}
        </Button>
      </div>
    </form>
  );
}
