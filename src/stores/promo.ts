import { proxy, useSnapshot } from 'valtio';
import type { Countdown } from '../features/promo/countdown';
import { workerApi } from '../worker-bridge';

interface PromoState {
  /** The guest's countdown (spec §4), or the signed-in player's waiting regdep bonus; null: none to show. */
  countdown: Countdown | null;
  /** The regdep bonus's name (promo lookup or waiting-reg-and-dep), when the server gave one. */
  bonusName: string | null;
  /** The welcome pack's publicTitle for guests, when the server gave one. */
  welcomeTitle: string | null;
}

export const promoState = proxy<PromoState>({ countdown: null, bonusName: null, welcomeTitle: null });

export const usePromo = () => useSnapshot(promoState);

export const waitingRegDep = async () => (await workerApi()).waitingRegDep();
export const bonusByPromo = async (code: string) => (await workerApi()).bonusByPromo(code);
export const welcomePacksGuest = async () => (await workerApi()).welcomePacksGuest();
