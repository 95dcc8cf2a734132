import { sql } from 'drizzle-orm';
import { slotGames } from '../db/schema';
import type { Db } from '../db/types';
import type { ProviderId } from './providers';

/** One game as a provider's catalogue feed lists it. */
export interface CatalogueEntry {
  gameId: string;
  title: string;
  category: string;
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  demo: boolean;
  /** The currencies the game plays in. */
  currencies: readonly string[];
  art: { hue: number; symbol: string };
  popularity: number;
}

const slugOf = (provider: ProviderId, entry: CatalogueEntry) =>
  `${entry.title}-${provider === 'lucky-studio' ? '' : provider}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A provider's catalogue sync: its games upserted by (provider, game id), in chunks; games it no longer lists are
 * hidden (`active` false), never deleted (favourites and history keep pointing at them).
 */
export async function syncCatalogue(db: Db, provider: ProviderId, entries: readonly CatalogueEntry[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = entries
      .slice(i, i + CHUNK)
      .map((entry) => ({ ...entry, currencies: [...entry.currencies], provider, slug: slugOf(provider, entry) }));
    await db
      .insert(slotGames)
      .values(rows)
      .onConflictDoUpdate({
        target: [slotGames.provider, slotGames.gameId],
        set: {
          title: sql`excluded.title`,
          category: sql`excluded.category`,
          rtpBp: sql`excluded.rtp_bp`,
          volatility: sql`excluded.volatility`,
          demo: sql`excluded.demo`,
          currencies: sql`excluded.currencies`,
          art: sql`excluded.art`,
          popularity: sql`excluded.popularity`,
          active: sql`true`,
          updatedAt: sql`now()`,
        },
      });
  }
  const listed = entries.length === 0 ? sql`true` : sql`game_id NOT IN ${entries.map((e) => e.gameId)}`;
  await db.execute(sql`UPDATE slot_games SET active = false WHERE provider = ${provider} AND active AND ${listed}`);
}
