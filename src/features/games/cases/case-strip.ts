import type { CaseView } from '../../../../contract/api/games';
import { CASE_ROLL_MAX } from '../../../../contract/fairness/outcomes';

type CaseItemView = CaseView['items'][number];

/** An item's chance: its range of rolls over 100000, e.g. 0.5 for 1..50000. */
export const itemChance = (item: Pick<CaseItemView, 'from' | 'to'>) => (item.to - item.from + 1) / CASE_ROLL_MAX;

/** A chance for people: "50%", "4.5%", "0.49%", "0.01%". */
export function formatChance(chance: number, locale: string): string {
  const percent = chance * 100;
  const digits = percent >= 10 ? 0 : percent >= 1 ? 1 : 2;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(percent)}%`;
}

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Colour tiers by value: the cheapest item is common, the dearest legendary, the rest spread between. */
export function rarityOf(items: readonly Pick<CaseItemView, 'id' | 'value'>[], id: string): Rarity {
  const sorted = [...items].sort((a, b) => Number(a.value) - Number(b.value));
  const rank = sorted.findIndex((item) => item.id === id);
  if (rank < 0 || sorted.length < 2) return 'common';
  const tier = Math.round((rank / (sorted.length - 1)) * (RARITIES.length - 1));
  return RARITIES[tier] ?? 'common';
}

/**
 * The spin strip: `length` item ids drawn for show (rare ones a little more often than their odds, so the strip
 * is not all stickers), with the won item at `landAt`. Only the landing tile is the outcome; the rest is scenery.
 */
export function buildStrip(
  items: readonly CaseItemView[],
  wonId: string,
  length = 48,
  landAt = 40,
  random: () => number = Math.random,
): string[] {
  const weights = items.map((item) => Math.sqrt(itemChance(item)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = random() * sum;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i]?.id ?? wonId;
    }
    return items[items.length - 1]?.id ?? wonId;
  };
  return Array.from({ length }, (_, i) => (i === landAt ? wonId : pick()));
}

/** The strip's translateX (px) that puts tile `index` under the centre line, off-centre by `jitter` (−0.5..0.5) of a tile. */
export function stripOffset(index: number, tile: number, gap: number, viewport: number, jitter = 0): number {
  const centre = index * (tile + gap) + tile / 2 + jitter * tile * 0.8;
  return Math.round(viewport / 2 - centre);
}
