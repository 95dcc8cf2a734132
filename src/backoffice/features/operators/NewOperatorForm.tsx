import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BACKOFFICE_API } from '../../../../contract/api/backoffice';
import type { AnswerOf } from '../../../../contract/api/endpoint';
import { OPERATOR_ROLES, type OperatorRole } from '../../../../contract/backoffice/roles';
import { Button } from '../../../ui/Button';
import { createOperator } from '../../stores/operators';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
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
        <InputField
          label={<Trans>E-mail</Trans>}
          type="email"
          required
          autoComplete="off"
          value={input.email}
          onChange={(value) => setInput({ ...input, email: value })}
        />
        <InputField
          label={<Trans>Name</Trans>}
          required
          maxLength={100}
          value={input.name}
          onChange={(value) => setInput({ ...input, name: value })}
        />
        <SelectField
          label={<Trans>Role</Trans>}
          value={input.role}
          choices={choicesOf(OPERATOR_ROLES, ROLE_LABEL, i18n)}
          onChange={(value) => setInput({ ...input, role: value })}
        />
        <InputField
          label={<Trans>First password (at least 8 characters)</Trans>}
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          value={input.password}
          onChange={(value) => setInput({ ...input, password: value })}
        />
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
