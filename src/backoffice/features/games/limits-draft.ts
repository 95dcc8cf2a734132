import type { GameSettings, GameSettingsBody } from '../../../../contract/api/backoffice-games';
import { CURRENCIES, type Currency } from '../../../../contract/money';

/** The limits form: per currency, the minimum and maximum as typed ('' follows the spec's). */
export type LimitsDraft = Record<Currency, { min: string; max: string }>;

export function draftOf(settings: Pick<GameSettings, 'limits'>): LimitsDraft {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const own = settings.limits[currency];
      return [currency, { min: own?.min ?? '', max: own?.max ?? '' }];
    }),
  ) as LimitsDraft;
}

const amountOrNull = (typed: string) => {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed === '' ? null : trimmed;
};

/** The game's whole settings for the server: a currency with neither bound set is left out (it follows the spec). */
export function settingsBody(enabled: boolean, draft: LimitsDraft): GameSettingsBody {
  const limits: NonNullable<GameSettingsBody['limits']> = {};
  for (const currency of CURRENCIES) {
    const min = amountOrNull(draft[currency].min);
    const max = amountOrNull(draft[currency].max);
    if (min !== null || max !== null) limits[currency] = { min, max };
  }
  return { enabled, limits };
}
