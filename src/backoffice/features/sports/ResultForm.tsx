import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorEvent, ResultAnswer, ResultBody } from '../../../../contract/api/sports';
import { correctSportsResult } from '../../stores/sports';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import styles from '../common/Screen.module.css';
import { SelectField } from '../common/SelectField';
import { ResultFormFrame } from './ResultFormFrame';

type Kind = 'score' | 'abandoned';

/** A match's result corrected (a score, or abandoned): its bets are resettled and only the difference moves. */
export function ResultForm({
  event,
  onDone,
  onCancel,
}: {
  event: OperatorEvent['event'];
  onDone: (answer: ResultAnswer) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<Kind>('score');
  const [home, setHome] = useState(String(event.score?.home ?? ''));
  const [away, setAway] = useState(String(event.score?.away ?? ''));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);

  const submit = async () => {
    const goals = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed) : null);
    const [h, a] = [goals(home), goals(away)];
    let result: ResultBody['result'];
    if (kind === 'abandoned') result = { kind: 'abandoned' };
    else if (h === null || a === null) return setProblem([t`Each side's score is a whole number from 0.`]);
    else result = { kind: 'score', home: h, away: a };
    setBusy(true);
    const answer = await correctSportsResult(event.id, { result });
    setBusy(false);
    if (!answer.ok) return setProblem(failureLines(i18n, answer.failure));
    setProblem([]);
    onDone(answer.data);
  };

  return (
    <ResultFormFrame
      eventName={event.name}
      busy={busy}
      problem={problem}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <div className={styles.fields}>
        <SelectField
          label={<Trans>Result</Trans>}
          value={kind}
          choices={[
            ['score', t`Final score`],
            ['abandoned', t`Abandoned (every bet void)`],
          ]}
          onChange={setKind}
        />
        {kind === 'score' && (
          <>
            <InputField
              label={event.home ?? t`Home`}
              inputMode="numeric"
              autoComplete="off"
              value={home}
              onChange={setHome}
            />
            <InputField
              label={event.away ?? t`Away`}
              inputMode="numeric"
              autoComplete="off"
              value={away}
              onChange={setAway}
            />
          </>
        )}
      </div>
    </ResultFormFrame>
  );
}
