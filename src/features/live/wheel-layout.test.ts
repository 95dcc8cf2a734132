import { describe, expect, it } from 'vitest';
import { MONEY_COLORS, POCKET_COLORS } from './wheel-layout';

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('the live tables’ outcome colours', () => {
  // The history chips, the board's spots and the wheel's slices print their numbers in white, in small type.
  it.each(Object.entries({ ...POCKET_COLORS, ...MONEY_COLORS }))(
    '%s (%s) carries white text at 4.5:1 or more',
    (_, hex) => {
      expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
