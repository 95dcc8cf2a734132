import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BACKOFFICE_API } from '../../../../contract/api/backoffice';
import type { AnswerOf } from '../../../../contract/api/endpoint';
import { OPERATOR_ROLES, type OperatorRole } from '../../../../contract/backoffice/roles';
import { Button } from '../../../ui/Button';
import { createOperator } from '../../stores/operators';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { choicesOf, SelectField } from '../common/SelectField';
import { ROLE_LABEL } from '../shell/role-label';

export type CreatedOperator = AnswerOf<typeof BACKOFFICE_API.createOperator>['data'];

const EMPTY = { email: '', name: '', role: 'support' as OperatorRole, password: '' };

/** A new operator: e-mail, name, role and a first password; the answer carries their TOTP secret, shown once. */
export function NewOperatorForm({ onCreated }: { onCreated: (created: CreatedOperator) => void }) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  return (
    <form
      className={styles.card}
      aria-labelledby="new-operator-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await createOperator(input);
        setBusy(false);
        if (!result.ok) return setProblem(failureLines(i18n, result.failure));
        setProblem([]);
        setInput(EMPTY);
        onCreated(result.data);
      }}
    >
      <h2 id="new-operator-title" className={styles.cardTitle}>
        <Trans>New operator</Trans>
      </h2>
      <div className={styles.facts}>
        <label className={styles.field}>
          <Trans>E-mail</Trans>
          <input
            className={styles.input}
            type="email"
            required
            autoComplete="off"
            value={input.email}
            onChange={(event) => setInput({ ...input, email: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <Trans>Name</Trans>
          <input
            className={styles.input}
            required
            maxLength={100}
            value={input.name}
            onChange={(event) => setInput({ ...input, name: event.target.value })}
          />
        </label>
        <SelectField
          label={<Trans>Role</Trans>}
          value={input.role}
          choices={choicesOf(OPERATOR_ROLES, ROLE_LABEL, i18n)}
          onChange={(value) => setInput({ ...input, role: value })}
        />
        <label className={styles.field}>
          <Trans>First password (at least 8 characters)</Trans>
          <input
            className={styles.input}
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            value={input.password}
            onChange={(event) => setInput({ ...input, password: event.target.value })}
          />
        </label>
      </div>
      {problem.length > 0 && (
        <div role="alert">
          {problem.map((line) => (
            <p key={line} className={styles.error}>
              {line}
            </p>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {t`Create operator`}
        </Button>
      </div>
    </form>
  );
}
