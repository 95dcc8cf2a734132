import { CURRENCIES } from '../../contract/money';
import { slotGames } from '../db/schema';
import type { Db } from '../db/types';
import type { CatalogueEntry } from './catalogue-sync';

/**
 * A test's aggregator-sized feed: 2000 entries of a made-up provider ("reel-sim") that is not plugged in here (no
 * launch, no wallet calls), generated from a fixed seed. The catalogue must never list them, and stays fast with
 * them in its table.
 */
const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Frozen',
  'Blazing',
  'Silent',
  'Royal',
  'Cosmic',
  'Hidden',
  'Ancient',
  'Neon',
  'Jolly',
  'Savage',
  'Crystal',
  'Thunder',
  'Velvet',
  'Iron',
  'Sunny',
  'Midnight',
];
const NOUNS = [
  'Pharaoh',
  'Dragon',
  'Fruits',
  'Pirates',
  'Wolves',
  'Temple',
  'Garden',
  'Rockets',
  'Jewels',
  'Vikings',
  'Safari',
  'Samurai',
  'Candy',
  'Bandits',
  'Oasis',
  'Monsters',
  'Treasure',
  'Reef',
  'Circus',
  'Phoenix',
];
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' 243', ' Hold & Win', ' Remastered', ' Xmas'];
const CATEGORIES = ['video', 'ways', 'classic'] as const;
const VOLATILITY = ['low', 'medium', 'high'] as const;
const SYMBOLS = ['crown', 'gem', 'bell', '7', 'CH', 'dragon', 'koi', 'lotus'];

export const SIM_CATALOGUE_SIZE = 2000;

export function simCatalogue(size = SIM_CATALOGUE_SIZE): CatalogueEntry[] {
  let state = 20261125;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  return Array.from({ length: size }, (_, i) => {
    // 20 × 20 × the first 5 suffixes: every title of the 2000 distinct (later ones get their number).
    const base = `${ADJECTIVES[i % 20]} ${NOUNS[Math.floor(i / 20) % 20]}${SUFFIXES[Math.floor(i / 400) % 7]}`;
    return {
      gameId: `sim-${i}`,
      title: i < 2000 ? base : `${base} ${i}`,
      category: CATEGORIES[next(3)] as string,
      rtpBp: 9400 + next(300),
      volatility: VOLATILITY[next(3)] as 'low' | 'medium' | 'high',
      demo: true,
      // Like real providers', some games are not offered in every currency.
      currencies: i % 4 === 0 ? ['RUB', 'USD', 'EUR'] : CURRENCIES,
      art: { hue: next(360), symbol: SYMBOLS[next(SYMBOLS.length)] as string },
      popularity: next(100_000),
    };
  });
}

export const UNPLUGGED_PROVIDER = 'reel-sim';

/** Writes the feed's rows as a sync would (active), under the provider that is not plugged in. */
export async function writeUnpluggedCatalogue(db: Db, size = SIM_CATALOGUE_SIZE): Promise<void> {
  const rows = simCatalogue(size).map((entry) => ({
    ...entry,
    currencies: [...entry.currencies],
    provider: UNPLUGGED_PROVIDER,
    slug: `${entry.title}-${UNPLUGGED_PROVIDER}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(slotGames).values(rows.slice(i, i + 500));
}
