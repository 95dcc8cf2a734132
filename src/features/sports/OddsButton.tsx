import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { parseOdds } from '../../../contract/sports/odds';
import styles from './Sports.module.css';

interface OddsButtonProps {
  label: string;
  odds: string | null;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** How long a price change stays marked. */
const FLASH_MS = 1_500;

/**
 * A price: its selection's name, its odds, marked up or down for a moment when it moves (and flashed, unless the
 * player asked for reduced motion).
 */
export function OddsButton({ label, odds, selected, disabled, onToggle }: OddsButtonProps) {
  const { t } = useLingui();
  const previous = useRef(odds);
  // Every move gets its own flash (a new element, so its animation starts again even mid-flash).
  const [move, setMove] = useState<{ way: 'up' | 'down'; n: number } | null>(null);

  useEffect(() => {
    const before = previous.current ? parseOdds(previous.current) : null;
    const now = odds ? parseOdds(odds) : null;
    previous.current = odds;
    if (before === null || now === null || before === now) return;
    setMove((last) => ({ way: now > before ? 'up' : 'down', n: (last?.n ?? 0) + 1 }));
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);

  const way = move?.way;
  const name = odds
    ? way === 'up'
      ? t`${label}, odds ${odds}, up`
      : way === 'down'
        ? t`${label}, odds ${odds}, down`
        : t`${label}, odds ${odds}`
    : t`${label}, no price`;
  return (
    <button
      type="button"
      className={styles.odds}
      data-move={way}
      aria-pressed={selected}
      aria-label={name}
      disabled={disabled || !odds}
      onClick={onToggle}
    >
      {move && <span key={move.n} className={styles.flash} aria-hidden="true" />}
      <span className={styles.oddsLabel}>{label}</span>
      <span className={styles.oddsValue}>
        {odds ?? '—'}
        {way && <span aria-hidden="true">{way === 'up' ? ' ▲' : ' ▼'}</span>}
      </span>
    </button>
  );
}
