import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueQuery, GameCard } from '../../contract/api/slots';
import { type SlotGameRow, slotFavourites, slotGames, slotRecent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { isProvider, PROVIDERS } from './providers';

/** A game players see: active in its provider's feed, of a provider plugged in here (so it launches). */
const listed = () => and(eq(slotGames.active, true), inArray(slotGames.provider, Object.keys(PROVIDERS)));

const RECENT_SHOWN = 12;

function card(row: SlotGameRow, favourite: boolean): GameCard {
  return {
    slug: row.slug,
    title: row.title,
    provider: row.provider,
    provider_name: isProvider(row.provider) ? PROVIDERS[row.provider].name : row.provider,
    category: row.category as GameCard['category'],
    rtp: (row.rtpBp / 100).toFixed(2),
    volatility: row.volatility as GameCard['volatility'],
    demo: row.demo,
    art: row.art,
    favourite,
  };
}

/**
 * The catalogue's reads and the player's lists. A page is keyset-paged by (popularity, id) on the list index; the
 * search is a substring of the title or provider, case-insensitive (a few thousand rows: one scan of the index's
 * filtered range is fast enough without a trigram index).
 */
export function createCatalogue(db: Db) {
  async function favouriteIds(userId: number | null, ids: number[]): Promise<Set<number>> {
    if (userId === null || ids.length === 0) return new Set();
    const rows = await db
      .select({ id: slotFavourites.gameId })
      .from(slotFavourites)
      .where(and(eq(slotFavourites.userId, userId), sql`${slotFavourites.gameId} IN ${ids}`));
    return new Set(rows.map((r) => r.id));
  }

  async function bySlug(slug: string): Promise<SlotGameRow> {
    const [row] = await db
      .select()
      .from(slotGames)
      .where(and(eq(slotGames.slug, slug), listed()));
    if (!row) throw new HttpError(404, 'game_not_found', 'No such game');
    return row;
  }

  async function cards(userId: number | null, rows: SlotGameRow[]): Promise<GameCard[]> {
    const favourites = await favouriteIds(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => card(row, favourites.has(row.id)));
  }

  return {
    async list(userId: number | null, query: typeof CatalogueQuery._output) {
      const conditions = [listed()];
      if (query.provider) conditions.push(eq(slotGames.provider, query.provider));
      if (query.category) conditions.push(eq(slotGames.category, query.category));
      if (query.search) {
        const needle = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`(lower(${slotGames.title}) LIKE ${needle} OR ${slotGames.provider} LIKE ${needle})`);
      }
      if (query.favourites) {
        if (userId === null) return { items: [], next_cursor: null, total: 0 };
        conditions.push(sql`${slotGames.id} IN (SELECT game_id FROM slot_favourites WHERE user_id = ${userId})`);
      }
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(slotGames)
        .where(and(...conditions));
      if (query.cursor) {
        const [popularity, id] = query.cursor.split(':').map(Number);
        conditions.push(
          sql`(${slotGames.popularity} < ${popularity} OR (${slotGames.popularity} = ${popularity} AND ${slotGames.id} > ${id}))`,
        );
      }
      const rows = await db
        .select()
        .from(slotGames)
        .where(and(...conditions))
        .orderBy(desc(slotGames.popularity), slotGames.id)
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await cards(userId, page),
        next_cursor: rows.length > query.limit && last ? `${last.popularity}:${last.id}` : null,
        total: Number(counted?.n ?? 0),
      };
    },

    async game(userId: number | null, slug: string): Promise<GameCard> {
      const [one] = await cards(userId, [await bySlug(slug)]);
      return one as GameCard;
    },

    async providers() {
      const rows = await db
        .select({ id: slotGames.provider, games: sql<number>`count(*)::int` })
        .from(slotGames)
        .where(listed())
        .groupBy(slotGames.provider);
      return rows.map((row) => ({
        id: row.id,
        name: isProvider(row.id) ? PROVIDERS[row.id].name : row.id,
        games: Number(row.games),
      }));
    },

    async recent(userId: number): Promise<GameCard[]> {
      const rows = await db
        .select({ game: slotGames })
        .from(slotRecent)
        .innerJoin(slotGames, eq(slotGames.id, slotRecent.gameId))
        .where(and(eq(slotRecent.userId, userId), listed()))
        .orderBy(desc(slotRecent.playedAt))
        .limit(RECENT_SHOWN);
      return cards(
        userId,
        rows.map((r) => r.game),
      );
    },

    /** Whether players can find and launch the game of this slug (the site answers 404 for another's address). */
    async isListed(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: slotGames.id })
        .from(slotGames)
        .where(and(eq(slotGames.slug, slug), listed()))
        .limit(1);
      return row !== undefined;
    },

    async favourite(userId: number, slug: string, on: boolean): Promise<GameCard> {
      const row = await bySlug(slug);
      if (on) await db.insert(slotFavourites).values({ userId, gameId: row.id }).onConflictDoNothing();
      else
        await db
          .delete(slotFavourites)
          .where(and(eq(slotFavourites.userId, userId), eq(slotFavourites.gameId, row.id)));
      return card(row, on);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
