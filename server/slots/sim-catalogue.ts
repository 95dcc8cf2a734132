import { CURRENCIES } from '../../contract/money';
import type { CatalogueEntry } from './catalogue-sync';

/**
 * SIMULATOR: the catalogue feed of a made-up second provider ("ReelSim"), 2000 demo entries generated from a fixed
 * seed, so the catalogue's search, filters and paging are tried at an aggregator's size. Its games do not run.
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
