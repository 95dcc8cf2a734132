import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { roulettePaysToOne } from '../../../contract/live/roulette';
import styles from './Board.module.css';
import { SPOT_NAMES } from './spot-labels';
import { rouletteColor } from './wheel-layout';

interface BoardProps {
  /** The viewer's stake on each spot this round (formatted), shown as a chip on it. */
  stakes: Readonly<Record<string, string>>;
  disabled: boolean;
  /** The winning spots of the result shown (highlighted). */
  winning: ReadonlySet<string>;
  onBet(spot: string): void;
}

/** The number grid's cell at row r (0: top, the 3s) and column c (0–11). */
const numberAt = (r: number, c: number) => c * 3 + (3 - r);

/**
 * European roulette's layout as on the table: zero on the left, the numbers in three rows, the columns' 2 to 1 on
 * the right, the dozens and the even chances below. Every spot is a button (Tab order; the arrow keys move over the
 * number grid), named with what it pays.
 */
export function RouletteBoard({ stakes, disabled, winning, onBet }: BoardProps) {
  const { t, i18n } = useLingui();
  const labelOf = (spot: string, name: string) => {
    const pays = roulettePaysToOne(spot);
    const stake = stakes[spot];
    return stake ? t`${name}, pays ${pays} to 1, your bet ${stake}` : t`${name}, pays ${pays} to 1`;
  };
  const cell = (
    spot: string,
    label: ReactNode,
    name: string,
    area: string,
    extra?: { color?: string; r?: number; c?: number },
  ) => (
    <button
      key={spot}
      type="button"
      className={`${styles.cell} ${winning.has(spot) ? styles.winning : ''}`}
      style={{ gridArea: area, background: extra?.color }}
      data-spot={spot}
      data-r={extra?.r}
      data-c={extra?.c}
      disabled={disabled}
      aria-label={labelOf(spot, name)}
      onClick={() => onBet(spot)}
    >
      <span>{label}</span>
      {stakes[spot] ? <span className={styles.chip}>{stakes[spot]}</span> : null}
    </button>
  );

  /** Arrow keys move over the numbers (the grid's rows and columns); Tab goes through every spot in order. */
  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const from = event.target as HTMLElement;
    const r = Number(from.dataset.r);
    const c = Number(from.dataset.c);
    if (from.dataset.r === undefined) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    const target = event.currentTarget.querySelector<HTMLButtonElement>(`[data-r="${next[0]}"][data-c="${next[1]}"]`);
    target?.focus();
  }

  const numbers = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 12; c++) {
      const n = numberAt(r, c);
      numbers.push(cell(`straight:${n}`, n, String(n), `${r + 1} / ${c + 2}`, { color: rouletteColor(n), r, c }));
    }
  }
  const name = (spot: string) => i18n._(SPOT_NAMES[spot] as NonNullable<(typeof SPOT_NAMES)[string]>);
  return (
    <fieldset className={styles.roulette} aria-label={t`Roulette table`} onKeyDown={onKeyDown}>
      {cell('straight:0', 0, '0', '1 / 1 / 4 / 2', { color: rouletteColor(0), r: 1, c: -1 })}
      {numbers}
      {[3, 2, 1].map((column, r) => cell(`column:${column}`, '2:1', name(`column:${column}`), `${r + 1} / 14`))}
      {[1, 2, 3].map((dozen) =>
        cell(
          `dozen:${dozen}`,
          name(`dozen:${dozen}`),
          name(`dozen:${dozen}`),
          `4 / ${dozen * 4 - 2} / 5 / ${dozen * 4 + 2}`,
        ),
      )}
      {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((spot, i) =>
        cell(
          spot,
          spot === 'red' || spot === 'black' ? <span className={styles.diamond} data-color={spot} /> : name(spot),
          name(spot),
          `5 / ${i * 2 + 2} / 6 / ${i * 2 + 4}`,
        ),
      )}
    </fieldset>
  );
}
