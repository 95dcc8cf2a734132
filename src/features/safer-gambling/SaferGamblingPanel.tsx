import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { SaferGambling } from '../../../contract/api/safer-gambling';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  REALITY_CHECK_MINUTES,
} from '../../../contract/safer-gambling';
import type { ApiResult } from '../../../workers/api-result';
import { failureLines } from '../../i18n/error-messages';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notify } from '../../stores/notifications';
import {
  confirmPlayLimit,
  loadSaferGambling,
  setPlayLimit,
  setRealityCheck,
  startPlayBlock,
  useSaferGambling,
} from '../../stores/safer-gambling';
import { Button } from '../../ui/Button';
import { useLocale } from '../layout/use-locale';
import styles from './SaferGambling.module.css';
import { TwoFactorSection } from './TwoFactorSection';

/** The tools as the store's snapshot holds them (read-only). */
type Tools = Snapshot<SaferGambling>;

const TIME_OUT_CHOICES = [24, 72, 24 * 7, 24 * 14, 24 * 42] as const;
const SELF_EXCLUSION_CHOICES = [6, 12, 24, 60] as const;

/** Where to get help: free, confidential, independent of us. */
const HELP = [
  { name: 'GamCare', href: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', href: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org' },
] as const;

/** Profile → safer gambling (issue 19): limits, reality checks, a break or a self-exclusion, and where to get help. */
export function SaferGamblingPanel() {
  const { t } = useLingui();
  const { tools } = useSaferGambling();

  useEffect(() => {
    void loadSaferGambling();
  }, []);

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        <Trans>
          Set your own limits, reminders and breaks. Lowering a limit applies at once; raising or removing one needs
          your confirmation 24 hours later.
        </Trans>
      </p>
      {tools ? (
        <>
          {tools.block && <BlockNotice tools={tools} />}
          <Limits tools={tools} />
          <RealityChecks tools={tools} />
          <Breaks tools={tools} />
          <TwoFactorSection />
        </>
      ) : (
        <p aria-live="polite">{t`Loading…`}</p>
      )}
      <section className={styles.section} aria-labelledby="help-title">
        <h2 id="help-title">{t`Where to get help`}</h2>
        <p>
          <Trans>
            If gambling stops being fun, talk to someone. These organisations help for free and in confidence:
          </Trans>
        </p>
        <ul>
          {HELP.map((place) => (
            <li key={place.href}>
              <a href={place.href} target="_blank" rel="noopener noreferrer">
                {place.name}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <Trans>Our support chat can also start a break or a self-exclusion for you at any time.</Trans>
        </p>
      </section>
    </div>
  );
}

/** Shows a failed call's reason, or that it was saved. */
function useOutcome() {
  const { t } = useLingui();
  return (result: ApiResult<SaferGambling>) => {
    if (result.ok) notify({ kind: 'success', title: t`Saved`, lines: [] });
    else notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
  };
}

function BlockNotice({ tools }: { tools: Tools }) {
  const locale = useLocale();
  if (!tools.block) return null;
  const until = formatDateTime(Date.parse(tools.block.ends_at), locale);
  return (
    <p className={styles.section} role="status">
      {tools.block.kind === 'self_exclusion' ? (
        <Trans>You excluded yourself from play until {until}. Withdrawals stay open.</Trans>
      ) : (
        <Trans>You are taking a break from play until {until}. Withdrawals stay open.</Trans>
      )}
    </p>
  );
}

function Limits({ tools }: { tools: Tools }) {
  const { t } = useLingui();
  const locale = useLocale();
  const outcome = useOutcome();
  const ids = { kind: useId(), period: useId(), amount: useId() };
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const kindName: Record<LimitKind, string> = { deposit: t`Deposits`, loss: t`Losses`, wager: t`Stakes` };
  const periodName: Record<LimitPeriod, string> = { day: t`24 hours`, week: t`7 days`, month: t`30 days` };
  const money = (value: string) => formatMoney(value, tools.currency, locale);

  const run = async (call: () => Promise<ApiResult<SaferGambling>>) => {
    setBusy(true);
    try {
      outcome(await call());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="limits-title">
      <h2 id="limits-title">{t`Limits`}</h2>
      <table className={styles.limits}>
        <caption className={styles.visuallyHidden}>{t`Your limits and what each period has used`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Limit`}</th>
            <th scope="col">{t`Period`}</th>
            <th scope="col">{t`Amount`}</th>
            <th scope="col">{t`Used`}</th>
            <th scope="col">{t`Waiting change`}</th>
          </tr>
        </thead>
        <tbody>
          {tools.limits
            .filter((limit) => limit.amount !== null || limit.pending)
            .map((limit) => {
              const due = limit.pending ? Date.parse(limit.pending.confirmable_at) : null;
              return (
                <tr key={`${limit.kind}-${limit.period}`}>
                  <th scope="row">{kindName[limit.kind]}</th>
                  <td>{periodName[limit.period]}</td>
                  <td>{limit.amount === null ? t`None` : money(limit.amount)}</td>
                  <td>{money(limit.used)}</td>
                  <td>
                    {limit.pending && due !== null ? (
                      <>
                        {limit.pending.amount === null ? t`Remove` : money(limit.pending.amount)}{' '}
                        {due <= Date.now() ? (
                          <Button
                            busy={busy}
                            onClick={() => void run(() => confirmPlayLimit({ kind: limit.kind, period: limit.period }))}
                          >
                            {t`Confirm`}
                          </Button>
                        ) : (
                          <span className={styles.muted}>
                            {t`can be confirmed from ${formatDateTime(due, locale)}`}
                          </span>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
        </tbody>
      </table>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => setPlayLimit({ kind, period, amount: amount.trim() === '' ? null : amount.trim() }));
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{t`Limit`}</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName[k]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.period}>{t`Period`}</label>
          <select id={ids.period} value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {periodName[p]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.amount}>{t`Amount, ${tools.currency}`}</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t`empty: no limit`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" busy={busy}>
          {t`Save limit`}
        </Button>
      </form>
      <p className={styles.muted}>
        <Trans>Losses are your stakes minus your wins in the period. Every game counts.</Trans>
      </p>
    </section>
  );
}

function RealityChecks({ tools }: { tools: Tools }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="reality-title">
      <h2 id="reality-title">{t`Reality checks`}</h2>
      <p className={styles.muted}>
        <Trans>
          A reminder of how long you have played and what you won or lost in this session. The time of the session is
          always shown at the top of the page.
        </Trans>
      </p>
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={id}>{t`Remind me every`}</label>
          <select
            id={id}
            value={tools.reality_check_minutes ?? ''}
            disabled={busy}
            onChange={async (e) => {
              setBusy(true);
              try {
                outcome(await setRealityCheck(e.target.value === '' ? null : Number(e.target.value)));
              } finally {
                setBusy(false);
              }
            }}
          >
            <option value="">{t`Never`}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}

function Breaks({ tools }: { tools: Tools }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const ids = { hours: useId(), months: useId(), sure: useId() };
  const [hours, setHours] = useState<number>(TIME_OUT_CHOICES[0]);
  const [months, setMonths] = useState<number>(SELF_EXCLUSION_CHOICES[0]);
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const hoursName = (h: number) =>
    h < 24 * 7
      ? t`${plural(h / 24, { one: '# day', other: '# days' })}`
      : t`${plural(h / 24 / 7, { one: '# week', other: '# weeks' })}`;
  const run = async (body: Parameters<typeof startPlayBlock>[0]) => {
    setBusy(true);
    try {
      outcome(await startPlayBlock(body));
      setSure(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="breaks-title">
      <h2 id="breaks-title">{t`Take a break`}</h2>
      <p className={styles.muted}>
        <Trans>
          Both start at once and cannot be undone before they end: no bets, no deposits and no offers. You can still
          withdraw your money.
        </Trans>
      </p>
      <div className={styles.field}>
        <label>
          <input id={ids.sure} type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />{' '}
          {t`I understand that this cannot be undone before it ends`}
        </label>
      </div>
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={ids.hours}>{t`Time-out`}</label>
          <select id={ids.hours} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
            {TIME_OUT_CHOICES.map((h) => (
              <option key={h} value={h}>
                {hoursName(h)}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={!sure || tools.block?.kind === 'self_exclusion'}
          busy={busy}
          onClick={() => void run({ kind: 'time_out', hours })}
        >
          {t`Start the time-out`}
        </Button>
      </div>
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={ids.months}>{t`Self-exclusion`}</label>
          <select id={ids.months} value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {SELF_EXCLUSION_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m % 12 === 0
                  ? t`${plural(m / 12, { one: '# year', other: '# years' })}`
                  : t`${plural(m, { one: '# month', other: '# months' })}`}
              </option>
            ))}
          </select>
        </div>
        <Button disabled={!sure} busy={busy} onClick={() => void run({ kind: 'self_exclusion', months })}>
          {t`Exclude myself`}
        </Button>
      </div>
    </section>
  );
}
