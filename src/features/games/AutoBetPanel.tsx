import { useLingui } from '@lingui/react/macro';
import { type MutableRefObject, useEffect, useId, useState } from 'react';
import type { AutoBetPlan, AutoBetSettings, AutoBetStop, StakeChange } from '../../../contract/games/autobet';
import type { Currency } from '../../../contract/money';
import type { ApiFailure } from '../../../workers/api-result';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { setBetMode, startAutoBet, stopAutoBet, useAutoBet } from '../../stores/autobet';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './AutoBetPanel.module.css';
import layout from './GameLayout.module.css';
import { useStakeCheck } from './use-stake-check';

interface AutoBetPanelProps {
  /** The game's current choices as the first round's plan (null: not ready, e.g. no miner tiles picked). */
  plan: () => AutoBetPlan | null;
  game: AutoBetPlan['game'];
  currency: Currency;
  limits: { min: string | null; max: string | null };
  /** No run may start (offline with real money, an unconfirmed write, the session not known yet). */
  blocked: boolean;
  /** The bet panel's submit (Enter in a field) starts the run through this. */
  startRef: MutableRefObject<(() => void) | null>;
}

const PERCENT = /^\d{1,4}(\.\d{1,2})?$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** The auto-bet settings, Start / Stop, and the run's count, net result and why it stopped. */
export function AutoBetPanel({ plan, game, currency, limits, blocked, startRef }: AutoBetPanelProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const checkStake = useStakeCheck(limits, currency);
  const { progress } = useAutoBet();
  const [rounds, setRounds] = useState('20');
  const [onWin, setOnWin] = useState<ChangeDraft>({ mode: 'reset', percent: '0' });
  const [onLoss, setOnLoss] = useState<ChangeDraft>({ mode: 'reset', percent: '0' });
  const [stopOnProfit, setStopOnProfit] = useState('');
  const [stopOnLoss, setStopOnLoss] = useState('');
  const [stopOnWinAbove, setStopOnWinAbove] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const mine = progress?.game === game ? progress : null;
  const running = Boolean(progress?.running);

  const settings = (): AutoBetSettings | string => {
    if (!/^\d{1,5}$/.test(rounds.trim()) || Number(rounds) > 10_000) return t`Enter a number of bets from 0 to 10000`;
    const change = (draft: ChangeDraft): StakeChange | null =>
      draft.mode === 'reset'
        ? { mode: 'reset' }
        : PERCENT.test(draft.percent.trim())
          ? { mode: 'increase', percentBp: Math.round(Number(draft.percent) * 100) }
          : null;
    const win = change(onWin);
    const loss = change(onLoss);
    if (!win || !loss) return t`Enter a percentage like 100 or 12.5`;
    const amounts = [stopOnProfit, stopOnLoss, stopOnWinAbove].map((value) => value.trim().replace(',', '.'));
    if (amounts.some((value) => value !== '' && (!AMOUNT.test(value) || Number(value) <= 0)))
      return t`Enter a stop amount like 150 or 150.50, or leave it empty`;
    const [profit = '', lossLimit = '', bigWin = ''] = amounts;
    return {
      rounds: Number(rounds),
      onWin: win,
      onLoss: loss,
      stopOnProfit: profit || null,
      stopOnLoss: lossLimit || null,
      stopOnWinAbove: bigWin || null,
    };
  };

  const start = async () => {
    if (running || starting || blocked) return;
    const chosen = plan();
    if (!chosen) {
      const missing = {
        miner: t`Pick the tiles to open on the board`,
        keno: t`Pick at least one square`,
        roulette: t`Put at least one chip on the table`,
      } as Partial<Record<AutoBetPlan['game'], string>>;
      setProblem(missing[game] ?? null);
      return;
    }
    const checked = settings();
    const stakeIssue = chosen.game === 'roulette' ? null : checkStake(chosen.body.amount);
    const issue = typeof checked === 'string' ? checked : stakeIssue;
    setProblem(issue);
    if (issue || typeof checked === 'string') return;
    setStarting(true);
    try {
      const result = await startAutoBet(chosen, checked);
      if (!result.ok) setProblem(failureLines(result.failure).join(' '));
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    startRef.current = () => void start();
  });

  return (
    <section className={styles.auto} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">{t`Auto-bet settings`}</h3>
      <fieldset className={styles.fields} disabled={running}>
        <div className={styles.field}>
          <label htmlFor={`${id}-rounds`} className={layout.label}>
            {t`Number of bets (0: until a stop)`}
          </label>
          <input
            id={`${id}-rounds`}
            className={layout.input}
            inputMode="numeric"
            autoComplete="off"
            value={rounds}
            onChange={(event) => setRounds(event.target.value)}
          />
        </div>
        <AmountField
          label={t`Stop on a single win above, ${currency}`}
          value={stopOnWinAbove}
          onChange={setStopOnWinAbove}
        />
        <ChangeField legend={t`On win`} value={onWin} onChange={setOnWin} />
        <ChangeField legend={t`On loss`} value={onLoss} onChange={setOnLoss} />
        <AmountField label={t`Stop on profit, ${currency}`} value={stopOnProfit} onChange={setStopOnProfit} />
        <AmountField label={t`Stop on loss, ${currency}`} value={stopOnLoss} onChange={setStopOnLoss} />
      </fieldset>
      {problem && (
        <p className={layout.problem} role="alert">
          {problem}
        </p>
      )}
      {running ? (
        <Button variant="primary" wide onClick={() => void stopAutoBet()}>
          {t`Stop auto-bet`}
        </Button>
      ) : (
        <Button variant="primary" wide busy={starting} disabled={blocked} onClick={() => void start()}>
          {t`Start auto-bet`}
        </Button>
      )}
      <dl className={layout.stats} aria-live="polite">
        <div>
          <dt>{t`Bets made`}</dt>
          <dd data-testid="autobet-played">{mine ? mine.played : 0}</dd>
        </div>
        <div>
          <dt>{t`Net result`}</dt>
          <dd data-testid="autobet-net" data-net={mine?.net ?? '0'}>
            {formatMoney(mine?.net ?? '0', currency, locale)}
          </dd>
        </div>
        <div>
          <dt>{t`Next bet`}</dt>
          <dd>{mine ? formatMoney(mine.stake, currency, locale) : '—'}</dd>
        </div>
      </dl>
      <p className={layout.rules} role="status" data-testid="autobet-status" data-stop={mine?.stop ?? undefined}>
        {running ? t`Auto-bet is running` : mine?.stop ? stopText(mine.stop, mine.failure as ApiFailure | null) : ''}
      </p>
    </section>
  );

  function stopText(stop: AutoBetStop, failure: ApiFailure | null): string {
    switch (stop) {
      case 'rounds':
        return t`Stopped: all the bets were made`;
      case 'profit':
        return t`Stopped: the profit target was reached`;
      case 'loss':
        return t`Stopped: the loss limit was reached`;
      case 'bigWin':
        return t`Stopped: a win above your amount`;
      case 'balance':
        return t`Stopped: not enough balance for the next bet`;
      case 'requested':
        return t`Stopped on your request`;
      case 'offline':
        return t`Stopped: the connection was lost`;
      case 'realityCheck':
        return t`Stopped: time for a reality check`;
      case 'session':
        return t`Stopped: you signed in or out`;
      case 'unconfirmed':
        return t`Stopped: the last bet's answer was lost; it is being checked with the server`;
      case 'failed': {
        const reason = failure ? failureLines(failure).join(' ') : '';
        return t`Stopped: ${reason}`;
      }
    }
  }
}

/** Manual / Auto: which form the bet panel shows (fixed while a run is on). */
export function BetModeSwitch() {
  const { t } = useLingui();
  const { mode, progress } = useAutoBet();
  return (
    <fieldset className={layout.segmented} disabled={Boolean(progress?.running)}>
      <legend className="visually-hidden">{t`Betting mode`}</legend>
      <button
        type="button"
        className={layout.segment}
        aria-pressed={mode === 'manual'}
        onClick={() => setBetMode('manual')}
      >
        {t`Manual`}
      </button>
      <button
        type="button"
        className={layout.segment}
        aria-pressed={mode === 'auto'}
        onClick={() => setBetMode('auto')}
      >
        {t`Auto`}
      </button>
    </fieldset>
  );
}

interface ChangeDraft {
  mode: 'reset' | 'increase';
  percent: string;
}

function ChangeField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: ChangeDraft;
  onChange: (next: ChangeDraft) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset className={styles.change}>
      <legend className={layout.label}>{legend}</legend>
      <div className={styles.changeRow}>
        <div className={layout.segmented}>
          <button
            type="button"
            className={layout.segment}
            aria-pressed={value.mode === 'reset'}
            onClick={() => onChange({ ...value, mode: 'reset' })}
          >
            {t`Reset`}
          </button>
          <button
            type="button"
            className={layout.segment}
            aria-pressed={value.mode === 'increase'}
            onClick={() => onChange({ ...value, mode: 'increase' })}
          >
            {t`Increase by %`}
          </button>
        </div>
        {value.mode === 'increase' && (
          <div className={styles.percent}>
            <label htmlFor={id} className="visually-hidden">
              {t`${legend}: increase by, %`}
            </label>
            <input
              id={id}
              className={layout.input}
              inputMode="decimal"
              autoComplete="off"
              value={value.percent}
              onChange={(event) => onChange({ ...value, percent: event.target.value.replace(',', '.') })}
            />
            <span aria-hidden="true">%</span>
          </div>
        )}
      </div>
    </fieldset>
  );
}

function AmountField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={layout.label}>
        {label}
      </label>
      <input
        id={id}
        className={layout.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
