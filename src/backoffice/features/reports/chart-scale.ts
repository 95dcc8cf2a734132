/** A chart's value axis: from the lowest to the highest value (0 always in it), on round steps. */
export interface Scale {
  low: number;
  high: number;
  ticks: number[];
}

/** The round step (1, 2 or 5 × 10ⁿ) that cuts `span` into at most `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export function scaleOf(values: readonly number[], count = 4): Scale {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  if (min === max) return { low: 0, high: 1, ticks: [0, 1] };
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  // Counting steps, each rounded, keeps 0.30000000000000004 out of the axis and its labels.
  const ticks: number[] = [];
  for (let i = first; i <= last; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return { low: ticks[0] ?? 0, high: ticks[ticks.length - 1] ?? 1, ticks };
}

/** Where `value` sits on an axis `size` long, measured from its top (SVG's y grows downwards). */
export function positionOf(scale: Scale, value: number, size: number): number {
  return size - ((value - scale.low) / (scale.high - scale.low)) * size;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per value, side by side across `width`, from the zero line up (or down, for a loss). */
export function barsOf(values: readonly number[], scale: Scale, width: number, height: number, gap = 0.2): Bar[] {
  const slot = width / Math.max(values.length, 1);
  const zero = positionOf(scale, 0, height);
  return values.map((value, index) => {
    const top = positionOf(scale, value, height);
    return {
      x: index * slot + (slot * gap) / 2,
      y: Math.min(top, zero),
      width: slot * (1 - gap),
      height: Math.abs(zero - top),
    };
  });
}
