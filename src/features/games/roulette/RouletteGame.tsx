import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useId, useMemo, useRef, useState } from 'react';
import { failureLines } from '../../../i18n/error-messages';
import { formatMoney } from '../../../lib/format';
import { useAutoBet } from '../../../stores/autobet';
import { playRound } from '../../../stores/games';
import { notify } from '../../../stores/notifications';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../layout/use-locale';
import { AutoBetPanel, BetModeSwitch } from '../AutoBetPanel';
import autoStyles from '../AutoBetPanel.module.css';
import { betProblem } from '../bet-amount';
import { GameControls } from '../controls/GameControls';
import { useGameHotkeys } from '../controls/use-game-hotkeys';
import { FairnessPanel } from '../fairness/FairnessPanel';
import { RecentBets } from '../fairness/RecentBets';
import { formatPercent } from '../format-percent';
import styles from '../GameLayout.module.css';
import { ModeNotice } from '../ModeNotice';
import { useGameSession } from '../use-game-session';
import { useInstantPresentation } from '../use-instant-presentation';
import { useOutcomeReveal } from '../use-outcome-reveal';
import { useRoundAnimation } from '../use-round-animation';
import { HOTKEYS, nextChip } from './hotkeys';
import roulette from './RouletteGame.module.css';
import {
  chipsBody,
  chipValues,
  coveringKeys,
  type Hotspot,
  minorToText,
  type PlacedChip,
  pocketColor,
  stakes,
  type TableBet,
  type TableCell,
  tableCells,
  tableHotspots,
  totalStake,
  WHEEL_ORDER,
  wheelRotation,
} from './roulette-table';

/** A hotspot sits in its anchor's grid area, pushed onto the edge or corner at x, y (0, ½ or 1). */
function edgePlacement(layout: 'wide' | 'tall', at: { x: number; y: number }): Record<string, string> {
  const self = (f: number) => (f === 0 ? 'start' : f === 1 ? 'end' : 'center');
  const shift = (f: number) => (f === 0 ? '-50%' : f === 1 ? '50%' : '0%');
  return {
    [`--${layout}-justify`]: self(at.x),
    [`--${layout}-align`]: self(at.y),
    [`--${layout}-shift`]: `${shift(at.x)} ${shift(at.y)}`,
  };
}

const CELLS = tableCells();
const HOTSPOTS = tableHotspots();
const TARGETS = [...CELLS, ...HOTSPOTS];
const CELL_OF = new Map(CELLS.map((cell) => [cell.key, cell]));
const RED = CELLS.find((cell) => cell.bet.kind === 'red');
const BLACK = CELLS.find((cell) => cell.bet.kind === 'black');
const SPIN_MS = 2400;

/** Roulette, European single zero: chips on numbers and outside bets, one spin settles them all. */
export function RouletteGame() {
  const { t } = useLingui();
  const locale = useLocale();
  const instant = useInstantPresentation('roulette');
  const reveal = useOutcomeReveal(instant);
  const formId = useId();
  const { games, currency, limits, balance, demo, demoNotice, offline } = useGameSession('roulette');
  const values = chipValues(limits);
  const autoMode = useAutoBet().mode === 'auto';
  const startAuto = useRef<(() => void) | null>(null);
  const [chipValue, setChipValue] = useState<bigint | null>(null);
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each round (a spin of the button, an auto round) spins the wheel to its pocket; its outcome shows when it stops.
  const { last, turns: spins, animating: spinning } = useRoundAnimation('roulette', reveal, SPIN_MS);
  const pocket = typeof last?.bet.outcome?.pocket === 'number' ? last.bet.outcome.pocket : last ? 0 : null;
  const settled = last ? { payout: last.bet.payout, amount: last.bet.amount } : null;
  // The spin's winning and losing chips stay marked until the table changes.
  const [marked, setMarked] = useState(false);
  useEffect(() => setMarked(spins > 0), [spins]);

  const value = chipValue ?? values[0] ?? 100n;
  useGameHotkeys(HOTKEYS, {
    smallerChip: () => setChipValue(nextChip(values, value, -1)),
    largerChip: () => setChipValue(nextChip(values, value, 1)),
    red: () => RED && place(RED),
    black: () => BLACK && place(BLACK),
  });
  const byKey = stakes(placed);
  const total = totalStake(placed);
  const totalText = minorToText(total);
  const wins = useMemo(
    () => (pocket === null || spinning ? new Set<string>() : coveringKeys(pocket, TARGETS)),
    [pocket, spinning],
  );
  const edge = Number(games.config?.roulette.house_edge ?? '0.027027');
  const money = (minor: bigint) => formatMoney(minorToText(minor), currency, locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });

  const labels = (cell: TableCell): { text: string; name: string } => {
    const bet = cell.bet;
    switch (bet.kind) {
      case 'straight':
        return { text: String(bet.number), name: String(bet.number) };
      case 'column':
        return { text: t`2 to 1`, name: t`Column ${bet.index}` };
      case 'dozen': {
        const from = 12 * (bet.index - 1) + 1;
        const to = 12 * bet.index;
        return { text: `${from}–${to}`, name: t`Dozen ${from}–${to}` };
      }
      case 'low':
        return { text: '1–18', name: '1–18' };
      case 'high':
        return { text: '19–36', name: '19–36' };
      case 'red':
        return { text: t`Red`, name: t`Red` };
      case 'black':
        return { text: t`Black`, name: t`Black` };
      case 'odd':
        return { text: t`Odd`, name: t`Odd` };
      case 'even':
        return { text: t`Even`, name: t`Even` };
      default:
        return { text: cell.key, name: cell.key };
    }
  };

  const spotName = (spot: Hotspot): string => {
    const numbers = spot.bet.numbers.join(', ');
    switch (spot.bet.kind) {
      case 'split':
        return t`Split ${numbers}`;
      case 'street':
        return t`Street ${numbers}`;
      case 'corner':
        return t`Corner ${numbers}`;
      case 'line':
        return t`Six line ${numbers}`;
    }
  };

  const place = (target: { key: string; bet: TableBet }) => {
    if (spinning) return;
    setProblem(null);
    setMarked(false);
    setPlaced((chips) => [...chips, { key: target.key, bet: target.bet, amount: value }]);
  };

  const spin = async () => {
    if (placed.length === 0) {
      setProblem(t`Put at least one chip on the table`);
      return;
    }
    const issue = betProblem(totalText, limits);
    if (issue) {
      setProblem(
        issue === 'min'
          ? t`The minimum bet is ${formatMoney(limits.min ?? '0', currency, locale)}`
          : t`The chips add up to more than the maximum bet of ${formatMoney(limits.max ?? '0', currency, locale)}`,
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    reveal.hold();
    try {
      const result = await playRound('roulette', { chips: chipsBody(placed) });
      if (!result.ok) {
        reveal.land();
        notify({ kind: 'error', title: t`Error`, lines: failureLines(result.failure) });
      }
    } finally {
      setBusy(false);
    }
  };

  const won = settled ? Number(settled.payout) > 0 : false;
  const rotation = pocket === null ? 0 : wheelRotation(pocket, spins);

  return (
    <div className={styles.layout}>
      <form
        id={formId}
        className={autoMode ? `${styles.panel} ${autoStyles.autoMode}` : styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          if (autoMode) startAuto.current?.();
          else void spin();
        }}
      >
        <BetModeSwitch />
        <ModeNotice demoNotice={demoNotice} demo={demo} balance={balance} currency={currency} />
        <fieldset className={roulette.chips}>
          <legend className={styles.label}>{t`Chip value, ${currency}`}</legend>
          {values.map((candidate) => (
            <button
              key={String(candidate)}
              type="button"
              className={roulette.chipButton}
              aria-pressed={candidate === value}
              aria-label={money(candidate)}
              onClick={() => setChipValue(candidate)}
            >
              {compact.format(Number(candidate) / 100)}
            </button>
          ))}
        </fieldset>
        <p className={styles.hint}>
          {t`Click a number, the border or corner between numbers (split, street, corner, six line) or an outside bet to put a chip on it; click again to add another.`}
        </p>
        <dl className={styles.stats}>
          <div>
            <dt>{t`Total bet`}</dt>
            <dd data-testid="roulette-total">{money(total)}</dd>
          </div>
          <div>
            <dt>{t`Chips`}</dt>
            <dd>{placed.length}</dd>
          </div>
        </dl>
        <p className={problem ? styles.problem : styles.hint} role={problem ? 'alert' : undefined}>
          {problem ??
            (limits.min && limits.max
              ? t`The chips together: from ${formatMoney(limits.min, currency, locale)} to ${formatMoney(limits.max, currency, locale)}`
              : '')}
        </p>
        <div className={roulette.tools}>
          <Button
            variant="secondary"
            disabled={placed.length === 0 || spinning}
            data-hotkey="undo"
            onClick={() => {
              setMarked(false);
              setPlaced((chips) => chips.slice(0, -1));
            }}
          >
            <Trans>Undo</Trans>
          </Button>
          <Button
            variant="secondary"
            disabled={placed.length === 0 || spinning}
            data-hotkey="clear"
            onClick={() => {
              setMarked(false);
              setPlaced([]);
            }}
          >
            <Trans>Clear</Trans>
          </Button>
        </div>
        <div className={styles.panelAction}>
          <Button type="submit" variant="primary" wide busy={busy} disabled={offline || spinning} data-hotkey="bet">
            <Trans>Spin</Trans>
          </Button>
        </div>
        {autoMode && (
          <AutoBetPanel
            game="roulette"
            plan={() => (placed.length ? { game: 'roulette', body: { chips: chipsBody(placed) } } : null)}
            currency={currency}
            limits={limits}
            blocked={offline || spinning || Boolean(games.unconfirmed.roulette)}
            startRef={startAuto}
          />
        )}
        <p className={styles.rules}>
          {t`European single-zero roulette: a number pays 36×, a split 18×, a street 12×, a corner 9×, a six line 6×, a column or a dozen 3×, red, black, odd, even, 1–18 and 19–36 pay 2×. The zero makes the house edge ${formatPercent(edge, locale)}%.`}
        </p>
      </form>
      <div className={styles.stage} data-instant={instant || undefined}>
        <div className={roulette.scene}>
          <div className={roulette.wheelRow}>
            <div className={roulette.wheelBox} aria-hidden="true" data-testid="roulette-wheel">
              <span className={roulette.ball} data-spinning={spinning || undefined} />
              <svg
                aria-hidden="true"
                className={roulette.wheel}
                viewBox="0 0 200 200"
                style={{ transform: `rotate(${rotation}deg)`, transitionDuration: spinning ? `${SPIN_MS}ms` : '0ms' }}
              >
                <circle cx="100" cy="100" r="99" fill="#3b2412" />
                {WHEEL_ORDER.map((number, i) => {
                  const step = 360 / WHEEL_ORDER.length;
                  const from = ((i - 0.5) * step - 90) * (Math.PI / 180);
                  const to = ((i + 0.5) * step - 90) * (Math.PI / 180);
                  const [r1, r2] = [94, 64];
                  const p = (r: number, a: number) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
                  const color = pocketColor(number);
                  return (
                    <g key={number}>
                      <path
                        d={`M ${p(r2, from)} L ${p(r1, from)} A ${r1} ${r1} 0 0 1 ${p(r1, to)} L ${p(r2, to)} A ${r2} ${r2} 0 0 0 ${p(r2, from)} Z`}
                        fill={color === 'red' ? '#dc2626' : color === 'black' ? '#111827' : '#059669'}
                        stroke="#c9a227"
                        strokeWidth="0.4"
                      />
                      <text
                        x="100"
                        y="24"
                        transform={`rotate(${i * step} 100 100)`}
                        textAnchor="middle"
                        className={roulette.wheelNumber}
                      >
                        {number}
                      </text>
                    </g>
                  );
                })}
                <circle cx="100" cy="100" r="64" fill="url(#roulette-cone)" />
                <defs>
                  <radialGradient id="roulette-cone">
                    <stop offset="0%" stopColor="#5b3a1d" />
                    <stop offset="100%" stopColor="#2a1a0c" />
                  </radialGradient>
                </defs>
              </svg>
              {pocket !== null && !spinning && (
                <span className={roulette.hub} data-color={pocketColor(pocket)}>
                  {pocket}
                </span>
              )}
            </div>
            <div className={roulette.result}>
              <p
                className={roulette.pocket}
                data-color={pocket === null || spinning ? undefined : pocketColor(pocket)}
                data-testid="roulette-pocket"
              >
                {pocket === null || spinning ? '—' : pocket}
              </p>
              <p
                className={roulette.outcome}
                role="status"
                data-result={settled && !spinning ? (won ? 'win' : 'loss') : undefined}
              >
                {spinning
                  ? t`No more bets…`
                  : settled && pocket !== null
                    ? won
                      ? t`${pocket}: you won ${formatMoney(settled.payout, currency, locale)}`
                      : t`${pocket}: no win this time`
                    : t`Place your chips and spin`}
              </p>
            </div>
          </div>
          <fieldset className={roulette.table}>
            <legend className="visually-hidden">{t`Roulette table`}</legend>
            {CELLS.map((cell) => {
              const stake = byKey.get(cell.key) ?? 0n;
              const { text, name } = labels(cell);
              const style = {
                '--wide-row': cell.wide.row,
                '--wide-column': cell.wide.column,
                '--tall-row': cell.tall.row,
                '--tall-column': cell.tall.column,
              } as CSSProperties;
              return (
                <button
                  key={cell.key}
                  type="button"
                  className={roulette.cell}
                  style={style}
                  data-kind={cell.bet.kind}
                  data-color={cell.color ?? undefined}
                  data-pocket={(cell.bet.kind === 'straight' && cell.bet.number === pocket && !spinning) || undefined}
                  data-win={(marked && stake > 0n && wins.has(cell.key)) || undefined}
                  data-lost={(marked && stake > 0n && !spinning && !wins.has(cell.key)) || undefined}
                  aria-label={stake > 0n ? t`${name}, stake ${money(stake)}` : name}
                  onClick={() => place(cell)}
                >
                  <span className={roulette.cellText}>{text}</span>
                  {stake > 0n && (
                    <span className={roulette.stake} aria-hidden="true">
                      {compact.format(Number(stake) / 100)}
                    </span>
                  )}
                </button>
              );
            })}
            {HOTSPOTS.map((spot) => {
              const stake = byKey.get(spot.key) ?? 0n;
              const anchor = CELL_OF.get(`straight:${spot.anchor}`);
              const name = spotName(spot);
              const style = {
                '--wide-row': anchor?.wide.row,
                '--wide-column': anchor?.wide.column,
                '--tall-row': anchor?.tall.row,
                '--tall-column': anchor?.tall.column,
                ...edgePlacement('wide', spot.wide),
                ...edgePlacement('tall', spot.tall),
              } as CSSProperties;
              return (
                <button
                  key={spot.key}
                  type="button"
                  className={roulette.spot}
                  style={style}
                  data-staked={stake > 0n || undefined}
                  data-win={(marked && stake > 0n && wins.has(spot.key)) || undefined}
                  data-lost={(marked && stake > 0n && !spinning && !wins.has(spot.key)) || undefined}
                  aria-label={stake > 0n ? t`${name}, stake ${money(stake)}` : name}
                  title={name}
                  onClick={() => place(spot)}
                >
                  {stake > 0n && <span aria-hidden="true">{compact.format(Number(stake) / 100)}</span>}
                </button>
              );
            })}
          </fieldset>
          <div className={styles.phoneAction}>
            <span className={roulette.phoneTotal}>{money(total)}</span>
            <Button
              variant="secondary"
              disabled={placed.length === 0 || spinning}
              data-hotkey="undo"
              onClick={() => {
                setMarked(false);
                setPlaced((chips) => chips.slice(0, -1));
              }}
            >
              <Trans>Undo</Trans>
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              busy={busy}
              disabled={offline || spinning}
              data-hotkey="bet"
            >
              <Trans>Spin</Trans>
            </Button>
          </div>
        </div>
      </div>
      <div className={styles.below}>
        <GameControls game="roulette" hotkeys={HOTKEYS} />
        <RecentBets game="roulette" />
        <FairnessPanel />
      </div>
    </div>
  );
}
