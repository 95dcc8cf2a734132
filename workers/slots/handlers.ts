import type { LaunchBody } from '../../contract/api/slots';
import type { ContextRef } from '../context';
import { type CatalogueFilter, createSlots, type Slots } from './catalogue';

/** The slots lobby and game frames (issue 16). */
export function slotsHandlers(ref: ContextRef) {
  let slots: Slots | null = null;
  const ready = async () => {
    const context = await ref.ready();
    slots ??= createSlots({
      http: context.session.http,
      apiBase: () => context.mirrors.base(),
      refreshProfile: () => context.session.loadProfile(),
    });
    return slots;
  };
  return {
    slotsGames: async (filter: CatalogueFilter) => (await ready()).games(filter),
    slotsGame: async (slug: string) => (await ready()).game(slug),
    slotsProviders: async () => (await ready()).providers(),
    slotsRecent: async () => (await ready()).recent(),
    slotsFavourite: async (slug: string, on: boolean) => (await ready()).favourite(slug, on),
    slotsLaunch: async (body: typeof LaunchBody._input) => (await ready()).launch(body),
    slotsRoundLanded: async () => (await ready()).roundLanded(),
  };
}
