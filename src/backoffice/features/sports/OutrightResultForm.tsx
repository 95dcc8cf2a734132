import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorEvent, ResultAnswer, ResultBody } from '../../../../contract/api/sports';
import { correctSportsResult } from '../../stores/sports';
import { type FormProblem, formProblem, NO_PROBLEM } from '../common/field-errors';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { placingsOf, typedOf } from './placings';
import { ResultFormFrame } from './ResultFormFrame';

type Kind = 'placings' | 'abandoned';
const fieldOf = (key: string) => `result.positions.${key}`;

/**
 * An outright's result corrected: each competitor's position (ties share one; blank: not placed), or abandoned. Its
 * bets are resettled and only the difference moves; a position that is not one is said beside its field.
 */
export function OutrightResultForm({
  found,
  onDone,
  onCancel,
}: {
  found: OperatorEvent;
  onDone: (answer: ResultAnswer) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { event } = found;
  const competitors = found.markets.filter((m) => m.kind === 'outright').flatMap((m) => m.selections);
  const keys = competitors.map((competitor) => competitor.key);
  const [kind, setKind] = useState<Kind>('placings');
  const [typed, setTyped] = useState(() =>
    typedOf(keys, found.result?.kind === 'placings' ? found.result.positions : null),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);

  const submit = async () => {
    let result: ResultBody['result'];
    if (kind === 'abandoned') result = { kind: 'abandoned' };
    else {
      const read = placingsOf(typed);
      if (!read.ok) {
        const wrong = t`A position is a whole number from 1; leave it blank for a competitor not placed.`;
        return setProblem({
          fields: Object.fromEntries(read.invalid.map((key) => [fieldOf(key), [wrong]])),
          general: read.none ? [t`Place at least one competitor.`] : [],
        });
      }
      result = { kind: 'placings', positions: read.positions };
    }
    setBusy(true);
    const answer = await correctSportsResult(event.id, { result });
    setBusy(false);
    if (!answer.ok) return setProblem(formProblem(i18n, answer.failure, keys.map(fieldOf)));
    setProblem(NO_PROBLEM);
    onDone(answer.data);
  };

  return (
    <ResultFormFrame
      eventName={event.name}
      busy={busy}
      problem={problem.general}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <div className={styles.fields}>
        <SelectField
          label={<Trans>Result</Trans>}
          value={kind}
          choices={[
            ['placings', t`Placings`],
            ['abandoned', t`Abandoned (every bet void)`],
          ]}
          onChange={setKind}
        />
      </div>
      {kind === 'placings' && (
        <fieldset className={styles.fields} aria-label={t`Positions`} aria-describedby="positions-hint">
          <p id="positions-hint" className={`${styles.muted} ${styles.fullRow}`}>
            <Trans>1 is the winner; competitors who tie share a position; leave blank for one not placed.</Trans>
          </p>
          {competitors.map((competitor, index) => (
            <InputField
              key={competitor.key}
              label={t`Position of ${competitor.name}`}
              inputMode="numeric"
              autoComplete="off"
              value={typed[competitor.key] ?? ''}
              onChange={(value) => setTyped({ ...typed, [competitor.key]: value })}
              errors={{ id: `position-${index}-error`, lines: problem.fields[fieldOf(competitor.key)] }}
            />
          ))}
        </fieldset>
      )}
    </ResultFormFrame>
  );
}
