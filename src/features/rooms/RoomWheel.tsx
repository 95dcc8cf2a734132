import { useEffect, useRef } from 'react';
import styles from './RoomWheel.module.css';
import { seatColour } from './room-meta';

export interface WheelArc {
  id: number;
  seat: number;
  mine: boolean;
  from: number;
  to: number;
}

const SIZE = 200;
const C = SIZE / 2;
const R = 96;

function point(fraction: number, radius = R): string {
  const angle = fraction * 2 * Math.PI;
  return `${(C + radius * Math.sin(angle)).toFixed(3)} ${(C - radius * Math.cos(angle)).toFixed(3)}`;
}

function arcPath(from: number, to: number): string {
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${C} ${C} L ${point(from)} A ${R} ${R} 0 ${large} 1 ${point(to)} Z`;
}

/**
 * The shared wheel: each entry an arc as wide as its share of the pot, in entry order clockwise from the pointer at
 * the top, coloured by its player's seat. `turn` (degrees) turns it, over `spinMs` (0: at once); `onLanded` is called
 * once the turn has ended. `winner`: the arc to mark once landed.
 */
export function RoomWheel(props: {
  arcs: readonly WheelArc[];
  turn: number;
  spinMs: number;
  winner: number | null;
  label: string;
  /** Called with the turn it landed at. */
  onLanded?: (turn: number) => void;
}) {
  const { arcs, turn, spinMs, winner, label, onLanded } = props;
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => {
    if (spinMs > 0) {
      const timer = setTimeout(() => landed.current?.(turn), spinMs + 50);
      return () => clearTimeout(timer);
    }
    landed.current?.(turn);
    return undefined;
  }, [turn, spinMs]);

  return (
    <div className={styles.wheel} role="img" aria-label={label}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={styles.svg} aria-hidden="true">
        <g
          className={styles.disc}
          style={{ transform: `rotate(${turn}deg)`, transitionDuration: `${spinMs}ms` }}
          data-turn={turn.toFixed(2)}
        >
          <circle cx={C} cy={C} r={R} className={styles.empty} />
          {arcs.map((arc) =>
            arc.to - arc.from >= 0.9999 ? (
              <circle
                key={arc.id}
                cx={C}
                cy={C}
                r={R}
                fill={seatColour(arc.seat)}
                className={arc.id === winner ? styles.winner : undefined}
              />
            ) : (
              <path
                key={arc.id}
                d={arcPath(arc.from, arc.to)}
                fill={seatColour(arc.seat)}
                className={arc.id === winner ? styles.winner : arc.mine ? styles.mine : undefined}
              />
            ),
          )}
          <circle cx={C} cy={C} r={26} className={styles.hub} />
        </g>
        <path d={`M ${C - 9} 0 L ${C + 9} 0 L ${C} 18 Z`} className={styles.pointer} />
      </svg>
    </div>
  );
}
