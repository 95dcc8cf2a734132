import styles from './Wheel.module.css';
import type { Slice } from './wheel-layout';

const R = 100;

function slicePath(index: number, count: number): string {
  const a0 = (index / count) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((index + 1) / count) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number, r: number) => `${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`;
  return `M 0 0 L ${p(a0, R)} A ${R} ${R} 0 0 1 ${p(a1, R)} Z`;
}

/**
 * The table's wheel drawn as it is (an automated wheel, no video): its slices clockwise from the pointer at the top,
 * turned by `rotation` degrees; a change of `rotation` turns it over `durationMs` (0: at once).
 */
export function Wheel({
  slices,
  rotation,
  durationMs,
}: {
  slices: readonly Slice[];
  rotation: number;
  durationMs: number;
}) {
  const count = slices.length;
  const fontSize = count > 40 ? 7 : 9;
  return (
    <div className={styles.wheel}>
      <svg viewBox="-104 -104 208 208" className={styles.svg} aria-hidden="true">
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.15, 0.6, 0.2, 1)` : 'none',
          }}
        >
          <circle r={R + 3} fill="#3a2a1a" />
          {slices.map((slice, i) => {
            const angle = ((i + 0.5) / count) * 360;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slices never reorder
              <g key={i}>
                <path d={slicePath(i, count)} fill={slice.color} stroke="#e9d9b0" strokeWidth="0.4" />
                <text
                  transform={`rotate(${angle}) translate(0 ${-R + 9})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={fontSize}
                  fill="#fff"
                  fontWeight="700"
                >
                  {slice.label}
                </text>
              </g>
            );
          })}
          <circle r={R * 0.62} fill="#2b1f14" stroke="#e9d9b0" strokeWidth="1" />
        </g>
        <path d="M -6 -108 L 6 -108 L 0 -97 Z" className={styles.pointer} />
      </svg>
    </div>
  );
}
