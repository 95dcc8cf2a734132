/** Which rows of a list to render (`start` … `end − 1`) and the space the rows left out take above and below. */
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

/**
 * The rows that cross [top − overscan, top + height + overscan], where `top` is the viewport's top measured from
 * the list's top; a row not measured yet counts as `estimate`; `gap` separates rows.
 */
export function rowWindow(
  heights: readonly (number | undefined)[],
  viewport: { top: number; height: number },
  options: { estimate: number; gap: number; overscanPx: number },
): RowWindow {
  const count = heights.length;
  if (count === 0) return { start: 0, end: 0, before: 0, after: 0 };
  const sizes = heights.map((h) => h ?? options.estimate);
  const tops: number[] = [];
  let y = 0;
  for (const size of sizes) {
    tops.push(y);
    y += size + options.gap;
  }
  const total = y - options.gap;
  const from = viewport.top - options.overscanPx;
  const to = viewport.top + viewport.height + options.overscanPx;
  let start = 0;
  while (start < count - 1 && (tops[start] as number) + (sizes[start] as number) < from) start++;
  let end = start + 1;
  while (end < count && (tops[end] as number) <= to) end++;
  const bottom = (tops[end - 1] as number) + (sizes[end - 1] as number);
  return { start, end, before: tops[start] as number, after: total - bottom };
}
