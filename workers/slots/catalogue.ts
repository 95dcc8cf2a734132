import {
  CATALOGUE_API,
  type CatalogueAnswer,
  type GameCard,
  type LaunchBody,
  SLOTS_API,
} from '../../contract/api/slots';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

export interface CatalogueFilter {
  search?: string;
  provider?: string;
  category?: 'video' | 'ways' | 'classic' | 'live';
  favourites?: boolean;
  cursor?: string;
}

interface SlotsDeps {
  http: HttpClient;
  /** The API's origin now (it moves with a mirror failover): the studio's game page is served there. */
  apiBase: () => string;
  /** A round landed in the game: the header's balance comes with the profile. */
  refreshProfile: () => Promise<unknown>;
}

/** The slots catalogue, the player's favourites and recent games, and the launch of a game's frame. */
export function createSlots(deps: SlotsDeps) {
  return {
    games: (filter: CatalogueFilter): Promise<ApiResult<CatalogueAnswer['data']>> =>
      attempt(async () => {
        const query = {
          limit: 48,
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.provider ? { provider: filter.provider } : {}),
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.favourites ? { favourites: '1' as const } : {}),
          ...(filter.cursor ? { cursor: filter.cursor } : {}),
        };
        return (await call(deps.http, CATALOGUE_API.games, { query })).data;
      }),
    game: (slug: string): Promise<ApiResult<GameCard>> =>
      attempt(async () => (await call(deps.http, CATALOGUE_API.game, { params: { slug } })).data),
    providers: () => attempt(async () => (await call(deps.http, CATALOGUE_API.providers)).data),
    recent: () => attempt(async () => (await call(deps.http, CATALOGUE_API.recent)).data),
    favourite: (slug: string, on: boolean): Promise<ApiResult<GameCard>> =>
      attempt(
        async () =>
          (await call(deps.http, on ? CATALOGUE_API.addFavourite : CATALOGUE_API.removeFavourite, { params: { slug } }))
            .data,
      ),
    /** The game frame's absolute address on the API host. */
    launch: (body: typeof LaunchBody._input): Promise<ApiResult<{ url: string; origin: string }>> =>
      attempt(async () => {
        const { url } = (await call(deps.http, SLOTS_API.launch, { body })).data;
        const absolute = new URL(url, deps.apiBase());
        return { url: absolute.toString(), origin: absolute.origin };
      }),
    roundLanded: async () => {
      await deps.refreshProfile();
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;
