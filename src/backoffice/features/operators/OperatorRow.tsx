import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorView } from '../../../../contract/api/backoffice';
import { OPERATOR_ROLES, type OperatorRole } from '../../../../contract/backoffice/roles';
import { Button } from '../../../ui/Button';
import { updateOperator } from '../../stores/operators';
import { failureLines } from '../common/failure-text';
import styles from '../common/Screen.module.css';
import { choicesOf, SelectField } from '../common/SelectField';
import { ROLE_LABEL } from '../shell/role-label';

/** One operator: their role (changed with a button, so a keyboard's arrows never change it by accident), and disable. */
export function OperatorRow({
  operator,
  onChanged,
  onFailed,
}: {
  operator: OperatorView;
  onChanged: (operator: OperatorView, line: string) => void;
  onFailed: (lines: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [busy, setBusy] = useState(false);
  const email = operator.email;

  const change = async (patch: { role?: OperatorRole; disabled?: boolean }, line: string) => {
    setBusy(true);
    const result = await updateOperator(operator.id, patch);
    setBusy(false);
    if (!result.ok) {
      setRole(operator.role);
      return onFailed(failureLines(i18n, result.failure));
    }
    onChanged(result.data, line);
  };

  return (
    <li className={styles.card} aria-labelledby={`operator-${operator.id}`} data-testid="operator-row">
      <div className={styles.cardHead}>
        <h2 id={`operator-${operator.id}`} className={styles.cardTitle}>
          {operator.name}
        </h2>
        <span className={styles.badge} data-tone={operator.disabled ? 'bad' : 'good'}>
          {operator.disabled ? t`Disabled` : t`Active`}
        </span>
      </div>
      <p className={styles.muted}>{email}</p>
      <div className={styles.actions}>
        <SelectField
          label={<span className="visually-hidden">{t`Role of ${email}`}</span>}
          value={role}
          choices={choicesOf(OPERATOR_ROLES, ROLE_LABEL, i18n)}
          disabled={busy}
          onChange={setRole}
        />
        <Button
          disabled={role === operator.role}
          busy={busy}
          onClick={() => void change({ role }, t`${email} is now ${i18n._(ROLE_LABEL[role])}.`)}
        >
          <Trans>Change role</Trans>
        </Button>
        <Button
          busy={busy}
          onClick={() =>
            void change(
              { disabled: !operator.disabled },
              operator.disabled ? t`${email} can sign in again.` : t`${email} is disabled and signed out.`,
            )
          }
        >
          {operator.disabled ? t`Enable` : t`Disable`}
        </Button>
      </div>
    </li>
  );
}
