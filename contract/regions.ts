/** Regions the Region header may carry (spec §4: KZ or RU only, default RU). */
export const REGIONS = ['RU', 'KZ'] as const;
export type Region = (typeof REGIONS)[number];
const DEFAULT_REGION: Region = 'RU';

export function toRegion(value: unknown): Region {
  return value === 'KZ' ? 'KZ' : DEFAULT_REGION;
}
