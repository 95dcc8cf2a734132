/**
 * The money wheel (a Big Six wheel without bonus segments): 54 segments showing 1, 2, 5, 10, 20 or 40; a bet on a
 * number wins when the wheel stops on a segment showing it and pays that number to one (the stake comes back
 * besides). Outcome: the index of the segment under the pointer. Pure: no zod (the page imports it).
 */
export const MONEY_WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;

/** The segments clockwise from the pointer's start: 25 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40. */
export const MONEY_WHEEL_SEGMENTS: readonly number[] = [
  2, 5, 1, 2, 1, 1, 1, 2, 5, 10, 1, 2, 1, 1, 2, 1, 5, 1, 2, 20, 1, 2, 1, 10, 5, 2, 1, 1, 1, 2, 1, 1, 40, 5, 2, 1, 10, 2,
  1, 5, 2, 1, 1, 2, 1, 1, 20, 5, 2, 1, 10, 2, 1, 1,
];

export const MONEY_WHEEL_SPOTS: readonly string[] = MONEY_WHEEL_NUMBERS.map(String);

export const moneyWheelCovers = (spot: string, segment: number): boolean =>
  MONEY_WHEEL_SEGMENTS[segment] === Number(spot);

export const moneyWheelPaysToOne = (spot: string): number => Number(spot);

/** The return to player of a bet on `number`, in basis points of the stake (e.g. 9259 = 92.59%), rounded down. */
export function moneyWheelRtpBp(number: number): number {
  const hits = MONEY_WHEEL_SEGMENTS.filter((segment) => segment === number).length;
  return Math.floor((hits * (number + 1) * 10_000) / MONEY_WHEEL_SEGMENTS.length);
}
