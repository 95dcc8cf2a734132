import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The outside bets' names (a straight bet is its number; a money wheel spot, its number). */
export const SPOT_NAMES: Record<string, MessageDescriptor> = {
  red: msg`Red`,
  black: msg`Black`,
  odd: msg`Odd`,
  even: msg`Even`,
  low: msg`1–18`,
  high: msg`19–36`,
  'dozen:1': msg`1st 12`,
  'dozen:2': msg`2nd 12`,
  'dozen:3': msg`3rd 12`,
  'column:1': msg`Column 1`,
  'column:2': msg`Column 2`,
  'column:3': msg`Column 3`,
};
