import type { Api } from '../worker-bridge';
import { workerApi } from '../worker-bridge';

/** The slots lobby and game frames: every call goes through the worker (workers/slots). */
export const loadSlotGames = async (...args: Parameters<Api['slotsGames']>) => (await workerApi()).slotsGames(...args);
export const loadSlotProviders = async () => (await workerApi()).slotsProviders();
/** One game of the catalogue by its address (a 404 failure: no such game). */
export const loadSlotGame = async (slug: string) => (await workerApi()).slotsGame(slug);
export const loadRecentSlots = async () => (await workerApi()).slotsRecent();
export const setSlotFavourite = async (slug: string, on: boolean) => (await workerApi()).slotsFavourite(slug, on);
export const launchSlot = async (...args: Parameters<Api['slotsLaunch']>) => (await workerApi()).slotsLaunch(...args);
/** The game's frame said a round landed: the worker refreshes the header's balance. */
export const slotRoundLanded = async () => (await workerApi()).slotsRoundLanded();
