import { useEffect, useRef, useState } from 'react';
import styles from './Chart.module.css';
import { barsOf, positionOf, scaleOf } from './chart-scale';

/** Drawn at the width it is shown at, so its labels keep their size on a phone and a desktop alike. */
const FIRST_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 240;
/** Room for the value labels on the left and the category labels below. */
const LEFT = 72;
/** Half a label's room, so the last category's label is not cut off. */
const RIGHT = 28;
const BOTTOM = 28;
const TOP = 8;
/** Room for one category label under the bars (on a long range every nth is shown). */
const LABEL_WIDTH = 64;

export interface ChartPoint {
  label: string;
  value: number;
}

/**
 * A bar chart of one measure, drawn in SVG (no chart library): a round-stepped axis, zero line, a bar per point
 * (a loss goes below zero). It is an image with a name: the table beside it carries the same figures for a screen
 * reader, so the drawing itself is not read out twice.
 */
export function BarChart({
  title,
  points,
  formatValue,
}: {
  title: string;
  points: readonly ChartPoint[];
  formatValue: (value: number) => string;
}) {
  const box = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const scale = scaleOf(points.map((point) => point.value));
  const bars = barsOf(
    points.map((point) => point.value),
    scale,
    plotWidth,
    plotHeight,
  );
  const every = Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / LABEL_WIDTH)));
  return (
    <svg
      ref={box}
      className={styles.chart}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={title}
      data-testid="bar-chart"
      preserveAspectRatio="xMidYMid meet"
    >
      <g transform={`translate(${LEFT} ${TOP})`}>
        {scale.ticks.map((tick) => {
          const y = positionOf(scale, tick, plotHeight);
          return (
            <g key={tick}>
              <line className={tick === 0 ? styles.zero : styles.grid} x1={0} x2={plotWidth} y1={y} y2={y} />
              <text className={styles.tick} x={-8} y={y} textAnchor="end" dominantBaseline="middle">
                {formatValue(tick)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const point = points[index];
          if (!point) return null;
          return (
            <rect
              key={point.label}
              className={point.value < 0 ? styles.loss : styles.bar}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, point.value === 0 ? 0 : 1)}
              rx={2}
            >
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </rect>
          );
        })}
        {bars.map((bar, index) =>
          index % every === 0 ? (
            <text
              key={points[index]?.label}
              className={styles.tick}
              x={bar.x + bar.width / 2}
              y={plotHeight + 18}
              textAnchor="middle"
            >
              {points[index]?.label}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
