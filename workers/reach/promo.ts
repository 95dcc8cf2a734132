import { BONUS_API } from '../../contract/api/bonus';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';

/** Spec §3 Bonus: name, expires_in (seconds, regdep bonus). */
interface BonusView {
  name: string | null;
  expiresIn: number | null;
}
/** Spec §3: the welcome pack has publicTitle. */
interface WelcomePackView {
  publicTitle: string | null;
}

/** The first object of `data` (or of the answer itself), since the bonuses issue fixes the exact shape later. */
function firstRecord(answer: unknown): Record<string, unknown> {
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
  const first = Array.isArray(data) ? data[0] : data;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const toBonus = (answer: unknown): BonusView => {
  const record = firstRecord(answer);
  return { name: text(record.name), expiresIn: seconds(record.expires_in) };
};
export const toWelcomePack = (answer: unknown): WelcomePackView => ({
  publicTitle: text(firstRecord(answer).publicTitle),
});

/** The bonus lookups of spec §7 ("Attribution and promo"), answered by server/bonus. */
export function createPromo(http: HttpClient) {
  const read = <T>(answer: () => Promise<unknown>, view: (answer: unknown) => T): Promise<ApiResult<T>> =>
    attempt(async () => view(await answer()));
  return {
    bonusByPromo: (promo: string) => read(() => call(http, BONUS_API.promo, { params: { promo }, query: {} }), toBonus),
    waitingRegDep: () => read(() => call(http, BONUS_API.waitingRegDep), toBonus),
    welcomePacksGuest: () => read(() => call(http, BONUS_API.welcomePacksGuest), toWelcomePack),
  };
}
