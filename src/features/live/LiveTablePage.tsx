import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveBet, LiveTotal } from '../../../contract/api/live';
import { LIVE_RULES, type LiveTable } from '../../../contract/live/tables';
import { type Currency, fromMinor, toMinor } from '../../../contract/money';
import { failureLines } from '../../i18n/error-messages';
import { formatMoney } from '../../lib/format';
import { land, loadLiveTable, placeLiveBet, useLive, watchLive } from '../../stores/live';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useReducedMotion } from '../games/use-reduced-motion';
import { useLocale } from '../layout/use-locale';
import { useOpenModal } from '../layout/use-open-modal';
import { LiveHistory } from './LiveHistory';
import styles from './LiveTablePage.module.css';
import { LiveVerify } from './LiveVerify';
import { MoneyWheelBoard } from './MoneyWheelBoard';
import { RouletteBoard } from './RouletteBoard';
import { TABLE_NAMES } from './table-names';
import { useServerNow } from './use-server-now';
import { Wheel } from './Wheel';
import { outcomeColor, outcomeLabel, turnTo, wheelOf } from './wheel-layout';

/** How long the wheel turns before the result shows (at once under reduced motion). */
export const SPIN_MS = 4500;

const sumOf = (bets: readonly Pick<LiveBet, 'stake'>[], currency: Currency) =>
  bets.reduce((sum, bet) => sum + toMinor(bet.stake, currency), 0n);

/**
 * A live table: an automated wheel (drawn, no dealer video), the round's timer in server time, the betting board
 * with chips, everyone's bets so far, the result once the wheel lands (then the player's bets and balance), the
 * history and the verification of the draws. `demo` watches the live table without betting.
 */
export function LiveTablePage({ table, mode }: { table: LiveTable; mode: 'play' | 'demo' }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const live = useLive();
  const session = useSession();
  const openModal = useOpenModal();
  const reduced = useReducedMotion();
  const view = live.tables[table];
  const info = view?.info ?? null;
  const own = view?.own ?? null;
  const spinning = view?.spinning ?? null;
  const round = info?.round ?? null;
  const wheel = useMemo(() => wheelOf(table), [table]);
  const [rotation, setRotation] = useState(0);
  const [turnMs, setTurnMs] = useState(0);
  const [chip, setChip] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownOutcome = useRef<number | null>(null);
  const signedIn = session.status === 'signed-in';

  useEffect(() => watchLive(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out changes what the table shows the viewer
  useEffect(() => {
    void loadLiveTable(table);
  }, [table, session.status]);

  // A drawn round: the wheel turns to its outcome, then the result, the bets and the balance update.
  const spinningId = spinning?.round.id ?? null;
  const spinningOutcome = spinning?.round.outcome ?? null;
  useEffect(() => {
    if (spinningId === null || spinningOutcome === null) return;
    const duration = reduced ? 0 : SPIN_MS;
    setTurnMs(duration);
    setRotation((from) => turnTo(from, wheel.sliceOf(spinningOutcome), wheel.slices.length, duration ? 5 : 0));
    shownOutcome.current = spinningOutcome;
    const timer = setTimeout(() => land(table), duration);
    return () => clearTimeout(timer);
  }, [spinningId, spinningOutcome, reduced, table, wheel]);

  // Arriving after a draw: the wheel rests on the last outcome.
  const lastOutcome = round?.phase === 'settled' ? round.outcome : (info?.history[0]?.outcome ?? null);
  useEffect(() => {
    if (spinningId !== null || lastOutcome === null || shownOutcome.current !== null) return;
    shownOutcome.current = lastOutcome;
    setTurnMs(0);
    setRotation((from) => turnTo(from, wheel.sliceOf(lastOutcome), wheel.slices.length, 0));
  }, [lastOutcome, spinningId, wheel]);

  const betting = round?.phase === 'betting' && !spinning;
  const now = useServerNow(live.offsetMs, betting);
  const leftMs = betting && round ? round.closes_at - now : 0;
  const open = betting && leftMs > 0;

  const currency: Currency = own?.currency ?? 'RUB';
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const chips = own?.chips ?? [];
  const selected = chip && chips.includes(chip) ? chip : (chips[0] ?? null);
  const roundBets = (own?.mine ?? []).filter((bet) => bet.round_id === round?.id);
  const stakes = useMemo(() => {
    const bySpot: Record<string, bigint> = {};
    for (const bet of roundBets) bySpot[bet.spot] = (bySpot[bet.spot] ?? 0n) + toMinor(bet.stake, currency);
    return Object.fromEntries(Object.entries(bySpot).map(([spot, minor]) => [spot, fromMinor(minor, currency)]));
  }, [roundBets, currency]);
  const winning = useMemo(() => {
    if (round?.phase !== 'settled' || round.outcome === null || spinning) return new Set<string>();
    const rules = LIVE_RULES[table];
    return new Set(rules.spots.filter((spot) => rules.covers(spot, round.outcome as number)));
  }, [round, spinning, table]);

  const total: LiveTotal | undefined = info?.totals.find((entry) => entry.currency === currency);
  const mineMinor = sumOf(roundBets, currency);
  const othersMinor = total ? toMinor(total.amount, currency) - mineMinor : 0n;

  async function bet(spot: string) {
    if (!round || !selected) return;
    setError(null);
    const result = await placeLiveBet(table, { round_id: round.id, spot, amount: selected });
    if (!result.ok) setError(failureLines(result.failure).join(' '));
  }

  let status: string;
  if (!round) status = t`The table is opening…`;
  else if (spinning) status = t`No more bets: the wheel is turning`;
  else if (open) status = t`Place your bets`;
  else if (betting) status = t`Bets are closed: drawing`;
  else status = t`The next round opens shortly`;

  const settledMine = round?.phase === 'settled' && !spinning ? roundBets : [];
  const back = settledMine.reduce((sum, b) => sum + (b.payout ? toMinor(b.payout, currency) : 0n), 0n);
  const staked = sumOf(settledMine, currency);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{i18n._(TABLE_NAMES[table])}</h1>
        <p
          className={styles.automated}
        >{t`Automated table: no dealer, the wheel and its result come from a provably fair draw.`}</p>
      </header>

      <section className={styles.stage} aria-label={t`Round`}>
        <div className={styles.wheelBox}>
          <Wheel slices={wheel.slices} rotation={rotation} durationMs={turnMs} />
        </div>
        <div className={styles.status}>
          <p className={styles.phase} data-testid="live-phase">
            {status}
          </p>
          <p className={styles.timer} data-testid="live-timer" aria-live="off">
            {open ? `${Math.ceil(leftMs / 1000)}` : '—'}
            <span className={styles.timerUnit}>{open ? t`s left` : ''}</span>
          </p>
          <div aria-live="polite" data-testid="live-result">
            {round?.phase === 'settled' && round.outcome !== null && !spinning ? (
              <p className={styles.resultLine}>
                {t`Result`}{' '}
                <span className={styles.result} style={{ background: outcomeColor(table, round.outcome) }}>
                  {outcomeLabel(table, round.outcome)}
                </span>
                {settledMine.length > 0 ? (
                  <span data-testid="live-settled">
                    {' '}
                    {back > 0n
                      ? t`Your bets returned ${money(fromMinor(back, currency))} of ${money(fromMinor(staked, currency))}`
                      : t`Your bets of ${money(fromMinor(staked, currency))} did not win`}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
          <p className={styles.totals} data-testid="live-totals">
            {t`All bets`}: {money(total?.amount ?? '0')} · {t`players`}: {total?.players ?? 0}
            <br />
            <span data-testid="live-others">
              {t`Other players`}: {money(fromMinor(othersMinor, currency))}
            </span>{' '}
            · {t`you`}: <span data-testid="live-mine">{money(fromMinor(mineMinor, currency))}</span>
          </p>
        </div>
      </section>

      {mode === 'demo' ? (
        <p className={styles.notice} data-testid="live-demo">
          {t`Demo: you watch the live table as it plays; betting needs an account and real money.`}
        </p>
      ) : !signedIn ? (
        <p className={styles.notice}>
          {t`Log in to bet on this table.`}{' '}
          <Button variant="ghost" onClick={() => openModal('login')}>
            {t`Log in`}
          </Button>
        </p>
      ) : null}

      <div className={styles.board}>
        {table === 'roulette' ? (
          <RouletteBoard
            stakes={stakes}
            disabled={!open || mode === 'demo' || !signedIn}
            winning={winning}
            onBet={bet}
          />
        ) : (
          <MoneyWheelBoard
            stakes={stakes}
            disabled={!open || mode === 'demo' || !signedIn}
            winning={winning}
            onBet={bet}
          />
        )}
      </div>

      {mode === 'play' && signedIn ? (
        <fieldset className={styles.chips}>
          <legend className={styles.legend}>{t`Chip`}</legend>
          {chips.map((value) => (
            <label key={value} className={`${styles.chipChoice} ${value === selected ? styles.chipSelected : ''}`}>
              <input
                type="radio"
                name={`chip-${table}`}
                value={value}
                checked={value === selected}
                onChange={() => setChip(value)}
              />
              {money(value)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={styles.error} role="alert">
        {error}
      </p>

      <section className={styles.section}>
        <h2 className={styles.subtitle}>{t`Last results`}</h2>
        <LiveHistory table={table} history={info?.history ?? []} />
      </section>
      <LiveVerify table={table} />
      {own ? (
        <p className={styles.muted}>
          {own.min_bet ? t`Bet from ${money(own.min_bet)}` : ''}{' '}
          {own.max_bet ? t`up to ${money(own.max_bet)} per bet` : ''}
        </p>
      ) : null}
    </div>
  );
}
