import { describe, expect, it } from 'vitest';
import { rowWindow } from './windowing';

const options = { estimate: 100, gap: 10, overscanPx: 0 };

describe('rowWindow', () => {
  it('renders only the rows in view of a long list, and keeps the space of the others', () => {
    const heights = Array.from({ length: 500 }, () => undefined);
    const window = rowWindow(heights, { top: 1100, height: 300 }, options);
    // Rows are 110 apart: the viewport 1100 … 1400 crosses rows 10 … 12.
    expect(window).toEqual({ start: 10, end: 13, before: 1100, after: 500 * 110 - 10 - (12 * 110 + 100) });
  });

  it('uses measured heights, and the overscan widens the window', () => {
    const heights = [50, 200, 50, 50, 50];
    expect(rowWindow(heights, { top: 0, height: 60 }, options)).toMatchObject({ start: 0, end: 2 });
    expect(rowWindow(heights, { top: 0, height: 60 }, { ...options, overscanPx: 400 })).toMatchObject({
      start: 0,
      end: 5,
      after: 0,
    });
  });

  it('a viewport above the list shows its first row; below it, its last', () => {
    const heights = [100, 100, 100];
    expect(rowWindow(heights, { top: -1000, height: 200 }, options)).toMatchObject({ start: 0, end: 1, before: 0 });
    expect(rowWindow(heights, { top: 5000, height: 200 }, options)).toMatchObject({ start: 2, end: 3, after: 0 });
  });
});
