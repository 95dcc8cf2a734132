import { proxy } from 'valtio';
import type { BonusesAnswer, FreeSpinCampaign, WelcomePackAnswer } from '../../contract/api/bonus';
import type { Countdown } from '../features/promo/countdown';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

interface PromoState {
  /** The guest's countdown (spec §4), or the signed-in player's waiting regdep bonus; null: none to show. */
  countdown: Countdown | null;
  /** The regdep bonus's name (promo lookup or waiting-reg-and-dep), when the server gave one. */
  bonusName: string | null;
  /** The welcome pack's publicTitle for guests, when the server gave one. */
  welcomeTitle: string | null;
}

export const promoState = proxy<PromoState>({ countdown: null, bonusName: null, welcomeTitle: null });

export const usePromo = storeHook(promoState);

export const waitingRegDep = async () => (await workerApi()).waitingRegDep();
export const bonusByPromo = async (code: string) => (await workerApi()).bonusByPromo(code);
export const welcomePacksGuest = async () => (await workerApi()).welcomePacksGuest();

/** The signed-in player's bonuses, their events and free spins: undefined until loaded. */
interface BonusState {
  mine: BonusesAnswer['data'] | undefined;
  freeSpins: FreeSpinCampaign[];
  pack: WelcomePackAnswer['data'] | undefined;
}

export const bonusState = proxy<BonusState>({ mine: undefined, freeSpins: [], pack: undefined });
export const useBonuses = storeHook(bonusState);

export async function loadWelcomePack(): Promise<void> {
  const result = await (await workerApi()).welcomePack();
  if (result.ok) bonusState.pack = result.data;
}

export async function loadMyBonuses(): Promise<void> {
  const api = await workerApi();
  const [mine, spins] = await Promise.all([api.bonuses(), api.freeSpins()]);
  if (mine.ok) bonusState.mine = mine.data;
  if (spins.ok) bonusState.freeSpins = spins.data;
}

/** Activates a promo code; on success the list is read again (the grant, and the balance it moved). */
export async function activatePromo(code: string) {
  const result = await (await workerApi()).activatePromo(code);
  if (result.ok) await loadMyBonuses();
  return result;
}
