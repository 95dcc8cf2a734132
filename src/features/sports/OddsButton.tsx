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

/** A price: its selection's name, its odds, marked up or down for a moment when it moves. */
export function OddsButton({ label, odds, selected, disabled, onToggle }: OddsButtonProps) {
  const { t } = useLingui();
  const previous = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    const before = previous.current ? parseOdds(previous.current) : null;
    const now = odds ? parseOdds(odds) : null;
    previous.current = odds;
    if (before === null || now === null || before === now) return;
    setMove(now > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);

  const name = odds
    ? move === 'up'
      ? t`${label}, odds ${odds}, up`
      : move === 'down'
        ? t`${label}, odds ${odds}, down`
        : t`${label}, odds ${odds}`
    : t`${label}, no price`;
  return (
    <button
      type="button"
      className={styles.odds}
      data-move={move ?? undefined}
      aria-pressed={selected}
      aria-label={name}
      disabled={disabled || !odds}
      onClick={onToggle}
    >
      <span className={styles.oddsLabel}>{label}</span>
      <span className={styles.oddsValue}>
        {odds ?? '—'}
        {move && <span aria-hidden="true">{move === 'up' ? ' ▲' : ' ▼'}</span>}
      </span>
    </button>
  );
}
