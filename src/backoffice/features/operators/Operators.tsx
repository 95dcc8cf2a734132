import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { OperatorView } from '../../../../contract/api/backoffice';
import { loadOperators } from '../../stores/operators';
import { failureLines } from '../common/failure-text';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { ScreenHeading } from '../common/ScreenHeading';
import { type CreatedOperator, NewOperatorForm } from './NewOperatorForm';
import { NewOperatorSecret } from './NewOperatorSecret';
import { OperatorRow } from './OperatorRow';

/** The operators (admin): everyone with a back-office account, a new one, role changes and disabling. */
export function Operators() {
  const { i18n } = useLingui();
  const [operators, setOperators] = useState<OperatorView[] | null>(null);
  const [created, setCreated] = useState<CreatedOperator | null>(null);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);

  const reload = useCallback(async () => {
    const result = await loadOperators();
    if (result.ok) setOperators(result.data);
    else setOutcome({ kind: 'error', lines: failureLines(i18n, result.failure) });
  }, [i18n]);
  useEffect(() => void reload(), [reload]);

  return (
    <section className={styles.screen} aria-labelledby="operators-title">
      <ScreenHeading id="operators-title" title={<Trans>Operators</Trans>} />
      {created ? (
        <NewOperatorSecret created={created} onClose={() => setCreated(null)} />
      ) : (
        <NewOperatorForm
          onCreated={(next) => {
            setCreated(next);
            setOutcome(null);
            void reload();
          }}
        />
      )}
      <Outcome outcome={outcome} />
      {operators && (
        <ul className={styles.list}>
          {operators.map((operator) => (
            <OperatorRow
              key={`${operator.id}:${operator.role}:${operator.disabled}`}
              operator={operator}
              onChanged={(changed, line) => {
                setOperators(operators.map((each) => (each.id === changed.id ? changed : each)));
                setOutcome({ kind: 'ok', lines: [line] });
              }}
              onFailed={(lines) => setOutcome({ kind: 'error', lines })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
