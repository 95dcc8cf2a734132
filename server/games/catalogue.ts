import type { CaseView } from '../../contract/api/games';
import { CASES, type CaseConfig, caseRtp } from '../../contract/games/cases';
import { type Currency, fromMinor, scaleFromRub } from '../../contract/money';

/**
 * Cases are published in RUB (contract/games/cases.ts). A player of another currency opens the same case at the
 * scaling every RUB-only amount follows (`scaleFromRub` in contract/money.ts). The scaled configuration is what the
 * round stores, so its history never depends on this rule later.
 */

/** A case in the player's currency (same ids, version, ranges; price and values scaled). */
interface LocalCase extends Omit<CaseConfig, 'currency'> {
  currency: Currency;
}

function localCase(config: CaseConfig, currency: Currency): LocalCase {
  return {
    ...config,
    currency,
    price: scaleFromRub(config.price, currency),
    items: config.items.map((item) => ({ ...item, value: scaleFromRub(item.value, currency) })),
  };
}

export function findLocalCase(id: string, currency: Currency): LocalCase | undefined {
  const config = CASES.find((c) => c.id === id);
  return config ? localCase(config, currency) : undefined;
}

function caseView(config: LocalCase): CaseView {
  return {
    id: config.id,
    version: config.version,
    currency: config.currency,
    price: fromMinor(config.price, config.currency),
    items: config.items.map((item) => ({
      id: item.id,
      name: item.name,
      from: item.from,
      to: item.to,
      value: fromMinor(item.value, config.currency),
    })),
    rtp: caseRtp({ ...config, currency: 'RUB' }),
  };
}

export function catalogue(currency: Currency): CaseView[] {
  return CASES.map((config) => caseView(localCase(config, currency)));
}

/** The case as stored with a round (bigints as strings). */
export function caseSnapshot(config: LocalCase) {
  return {
    id: config.id,
    version: config.version,
    currency: config.currency,
    price: config.price.toString(),
    items: config.items.map((item) => ({ ...item, value: item.value.toString() })),
  };
}
