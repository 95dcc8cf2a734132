import { BONUS_API } from '../../contract/api/bonus';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** Spec §3 Bonus: name, expires_in (seconds, the regdep bonus; null for a promo's offer). */
interface BonusView {
  name: string | null;
  expiresIn: number | null;
}
/** Spec §3: the welcome pack has publicTitle. */
interface WelcomePackView {
  publicTitle: string | null;
}

/** The bonus lookups of spec §7 ("Attribution and promo"), answered by server/bonus (contract/api/bonus.ts). */
export function createPromo(http: HttpClient) {
  return {
    bonusByPromo: (promo: string): Promise<ApiResult<BonusView>> =>
      attempt(async () => {
        const answer = await call(http, BONUS_API.promo, { params: { promo }, query: {} });
        return { name: answer.data.name, expiresIn: null };
      }),
    waitingRegDep: (): Promise<ApiResult<BonusView>> =>
      attempt(async () => {
        const { data } = await call(http, BONUS_API.waitingRegDep);
        return { name: data?.name ?? null, expiresIn: data?.expires_in ?? null };
      }),
    welcomePacksGuest: (): Promise<ApiResult<WelcomePackView>> =>
      attempt(async () => ({ publicTitle: (await call(http, BONUS_API.welcomePacksGuest)).data.publicTitle })),
    /** The welcome pack with its steps (the /welcome-pack page). */
    welcomePack: () => attempt(async () => (await call(http, BONUS_API.welcomePacksGuest)).data),
    /** The player's bonuses and what happened to them (signed in). */
    bonuses: () => attempt(async () => (await call(http, BONUS_API.bonuses)).data),
    freeSpins: () => attempt(async () => (await call(http, BONUS_API.freeSpins)).data),
    activatePromo: (promo: string) =>
      attempt(async () => (await call(http, BONUS_API.activatePromo, { params: { promo } })).data),
  };
}
