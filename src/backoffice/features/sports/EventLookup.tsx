import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OperatorEvent, ResultAnswer } from '../../../../contract/api/sports';
import { Button } from '../../../ui/Button';
import { loadSportsEvent } from '../../stores/sports';
import { Fact } from '../common/Fact';
import { FormAlert } from '../common/FormAlert';
import { failureLines } from '../common/failure-text';
import { InputField } from '../common/InputField';
import { Outcome, type OutcomeLine } from '../common/Outcome';
import styles from '../common/Screen.module.css';
import { useFormat } from '../common/use-format';
import { EVENT_STATUS_LABEL } from './labels';
import { MarketLimitsForm } from './MarketLimitsForm';
import { MarketsTable } from './MarketsTable';
import { OutrightResultForm } from './OutrightResultForm';
import { placingsLine } from './placings';
import { ResultForm } from './ResultForm';

type Market = OperatorEvent['markets'][number];

/**
 * One event by its id: its status, score or placings and markets, and (for who may) a market's own stake limits set
 * or cleared and the event's result corrected (a match's score, an outright's placings).
 */
export function EventLookup({ canCorrect, canLimit }: { canCorrect: boolean; canLimit: boolean }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<OperatorEvent | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<OutcomeLine>(null);
  const [correcting, setCorrecting] = useState(false);
  const [limiting, setLimiting] = useState<Market | null>(null);
  const [busy, setBusy] = useState(false);

  const look = async (id: number) => {
    setBusy(true);
    const result = await loadSportsEvent(id);
    setBusy(false);
    if (!result.ok) return setProblem(failureLines(i18n, result.failure));
    setProblem([]);
    setFound(result.data);
  };
  const corrected = (answer: ResultAnswer, id: number) => {
    setCorrecting(false);
    const lines = [
      answer.changed
        ? t`The result is corrected (correction ${answer.result_version}): ${plural(answer.bets_resettled, { one: '# bet settled again', other: '# bets settled again' })}.`
        : t`The event has this result already: no bet moved.`,
    ];
    if (answer.bets_refused.length > 0) {
      const ids = answer.bets_refused.join(', ');
      lines.push(
        t`These bets could not be settled again and keep their last settlement (correct again to retry): ${ids}.`,
      );
    }
    setOutcome({ kind: answer.bets_refused.length > 0 ? 'error' : 'ok', lines });
    void look(id);
  };
  const limitsSaved = (line: string, id: number) => {
    setLimiting(null);
    setOutcome({ kind: 'ok', lines: [line] });
    void look(id);
  };
  const event = found?.event;
  const competitorName = (key: string) =>
    found?.markets.flatMap((market) => market.selections).find((selection) => selection.key === key)?.name ?? key;

  return (
    <section className={styles.card} aria-labelledby="sports-event-title">
      <h2 id="sports-event-title" className={styles.cardTitle}>
        <Trans>Event</Trans>
      </h2>
      <form
        className={styles.searchForm}
        noValidate
        aria-label={t`Find an event`}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          const id = Number(typed.trim());
          if (!Number.isSafeInteger(id) || id <= 0) return setProblem([t`An event's id is a whole number.`]);
          setOutcome(null);
          setCorrecting(false);
          setLimiting(null);
          void look(id);
        }}
      >
        <InputField
          label={<Trans>Event id</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={setTyped}
        />
        <Button type="submit" busy={busy}>
          <Trans>Find</Trans>
        </Button>
      </form>
      <FormAlert lines={problem} />
      <Outcome outcome={outcome} />
      {event && found && (
        <>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{event.name}</h3>
            <span className={styles.badge} data-testid="sports-event-status">
              {i18n._(EVENT_STATUS_LABEL[event.status])}
            </span>
          </div>
          <dl className={styles.facts}>
            <Fact label={<Trans>League</Trans>}>{`${event.country} · ${event.league}`}</Fact>
            <Fact label={<Trans>Starts</Trans>}>{format.when(event.starts_at)}</Fact>
            {event.score && (
              <Fact label={<Trans>Score</Trans>} testId="sports-event-score">
                {`${event.score.home}:${event.score.away}`}
              </Fact>
            )}
            {found.result?.kind === 'placings' && (
              <Fact label={<Trans>Placings</Trans>} testId="sports-event-placings">
                {placingsLine(found.result.positions, competitorName)}
              </Fact>
            )}
          </dl>
          <MarketsTable event={found} onLimits={canLimit ? setLimiting : undefined} />
          {limiting && (
            <MarketLimitsForm
              key={limiting.id}
              market={limiting}
              onDone={(line) => limitsSaved(line, event.id)}
              onCancel={() => setLimiting(null)}
            />
          )}
          {canCorrect && !correcting && (
            <div className={styles.actions}>
              <Button onClick={() => setCorrecting(true)}>
                <Trans>Correct the result</Trans>
              </Button>
            </div>
          )}
          {correcting &&
            (event.kind === 'match' ? (
              <ResultForm
                event={event}
                onDone={(answer) => corrected(answer, event.id)}
                onCancel={() => setCorrecting(false)}
              />
            ) : (
              <OutrightResultForm
                found={found}
                onDone={(answer) => corrected(answer, event.id)}
                onCancel={() => setCorrecting(false)}
              />
            ))}
        </>
      )}
    </section>
  );
}
