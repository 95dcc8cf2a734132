import { z } from 'zod';
import { text } from '../api/text';
import { WireAmount } from '../api/wallet';
import { betFloats } from '../fairness/bytes';
import { CASE_ROLL_MAX, caseRoll } from '../fairness/outcomes';
import { CURRENCIES, type Currency, fromMinor, scaleFromRub } from '../money';
import type { OneShotGame } from './game';
import { BP } from './multiplier';
import { RoundConflict } from './refusal';
import { onlyFloat, type RoundVerifier } from './verifier';

/** One prize of a case: it wins when the roll falls in from..to (inclusive, within 1..100000). */
export interface CaseItem {
  id: string;
  name: string;
  from: number;
  to: number;
  /** Value in minor units of the case's currency. */
  value: bigint;
}

/** A case as published on its page; `version` changes with every edit of prices, items or ranges. */
export interface CaseConfig {
  id: string;
  version: number;
  currency: 'RUB';
  /** Price in minor units. */
  price: bigint;
  items: readonly CaseItem[];
}

/** What is stored with each opening, so that a later edit of the case cannot rewrite its history. */
interface CaseOpening {
  caseId: string;
  configVersion: number;
  price: bigint;
  items: readonly CaseItem[];
  roll: number;
  item: CaseItem;
}

/** The ranges must cover 1..100000 exactly once, in order, with no gap or overlap. */
export function validateCase(config: CaseConfig): void {
  let next = 1;
  for (const item of config.items) {
    if (item.from !== next || item.to < item.from || !Number.isInteger(item.to)) {
      throw new RangeError(`Case ${config.id} v${config.version}: item ${item.id} must start at ${next}`);
    }
    if (item.value < 0n) throw new RangeError(`Case ${config.id}: item ${item.id} has a negative value`);
    next = item.to + 1;
  }
  if (next !== CASE_ROLL_MAX + 1)
    throw new RangeError(`Case ${config.id} v${config.version}: ranges end at ${next - 1}`);
  if (config.price <= 0n) throw new RangeError(`Case ${config.id}: price must be positive`);
}

/** The item whose range holds the roll, over the ranges given (the opening's stored ones when re-verifying). */
export function caseItemForRoll(items: readonly CaseItem[], roll: number): CaseItem {
  const item = items.find((candidate) => roll >= candidate.from && roll <= candidate.to);
  if (!item) throw new RangeError(`No item holds roll ${roll}`);
  return item;
}

export function openCase(config: CaseConfig, f: number): CaseOpening {
  validateCase(config);
  const roll = caseRoll(f);
  const items = config.items.map((item) => ({ ...item }));
  return {
    caseId: config.id,
    configVersion: config.version,
    price: config.price,
    items,
    roll,
    item: caseItemForRoll(items, roll),
  };
}

/** Exact return to player: Σ value × (to − from + 1) / 100000, over the price. */
export function caseRtp(config: CaseConfig): number {
  validateCase(config);
  let expected = 0n;
  for (const item of config.items) expected += item.value * BigInt(item.to - item.from + 1);
  return Number(expected) / Number(config.price * BigInt(CASE_ROLL_MAX));
}

const item = (id: string, name: string, from: number, to: number, rub: number): CaseItem => ({
  id,
  name,
  from,
  to,
  value: BigInt(rub) * 100n,
});

/** The published cases (values in RUB; RTP 95.0%: see caseRtp and its test). */
export const CASES: readonly CaseConfig[] = [
  {
    id: 'starter',
    version: 1,
    currency: 'RUB',
    price: 10_000n,
    items: [
      item('sticker', 'Sticker', 1, 50_000, 10),
      item('keychain', 'Keychain', 50_001, 80_000, 60),
      item('cap', 'Cap', 80_001, 95_000, 150),
      item('hoodie', 'Hoodie', 95_001, 99_500, 620),
      item('phone', 'Phone', 99_501, 99_990, 4_000),
      item('jackpot', 'Jackpot', 99_991, 100_000, 20_000),
    ],
  },
];

export function findCase(id: string): CaseConfig | undefined {
  return CASES.find((config) => config.id === id);
}

// ---------------------------------------------------------------- in the player's currency

/**
 * Cases are published in RUB. A player of another currency opens the same case at the scaling every RUB-only
 * amount follows (`scaleFromRub` in contract/money.ts). The scaled configuration is what the round stores, so its
 * history never depends on this rule later.
 */
interface LocalCase extends Omit<CaseConfig, 'currency'> {
  currency: Currency;
}

function localCase(config: CaseConfig, currency: Currency): LocalCase {
  return {
    ...config,
    currency,
    price: scaleFromRub(config.price, currency),
    items: config.items.map((prize) => ({ ...prize, value: scaleFromRub(prize.value, currency) })),
  };
}

/** A case in the player's currency (same ids, version, ranges; price and values scaled); 404 when unknown. */
export function localCaseOf(id: string, currency: Currency): LocalCase {
  const config = findCase(id);
  if (!config) throw new RoundConflict(404, 'case_not_found', 'No such case');
  return localCase(config, currency);
}

export const CaseItemView = z.object({
  id: text(),
  name: text(),
  /** Rolls from..to (of 1..100000) win it. */
  from: z.number().int(),
  to: z.number().int(),
  value: WireAmount,
});
export const CaseView = z.object({
  id: text(),
  version: z.number().int(),
  currency: z.enum(CURRENCIES),
  price: WireAmount,
  items: z.array(CaseItemView),
  /** Return to player, e.g. 0.95. */
  rtp: z.number(),
});
export type CaseView = z.infer<typeof CaseView>;

function caseView(config: LocalCase): CaseView {
  return {
    id: config.id,
    version: config.version,
    currency: config.currency,
    price: fromMinor(config.price, config.currency),
    items: config.items.map((prize) => ({
      id: prize.id,
      name: prize.name,
      from: prize.from,
      to: prize.to,
      value: fromMinor(prize.value, config.currency),
    })),
    rtp: caseRtp({ ...config, currency: 'RUB' }),
  };
}

/** The case catalogue in a currency. */
export function catalogue(currency: Currency): CaseView[] {
  return CASES.map((config) => caseView(localCase(config, currency)));
}

// ---------------------------------------------------------------- the game

/** POST /api/v2/games/cases/open: pays the case's price. Outcome: `{ roll, item: { id, name, value } }`; the held item is in the answer. */
export const CaseOpenBody = z.strictObject({ case_id: text().min(1).max(64) });
export type CaseOpenBody = z.infer<typeof CaseOpenBody>;

/** An opening's roll, recomputed from its seeds, and the item it lands on when the case's ranges are given. */
const CASES_VERIFIER: RoundVerifier<{ items?: readonly CaseItem[] }, { roll: number; item?: CaseItem }> = {
  flags: { case: '<id> (cases: the item by its current ranges)' },
  options(flags) {
    if (flags.case === undefined) return {};
    const config = findCase(flags.case);
    if (!config) throw new RangeError(`Unknown case ${flags.case}`);
    return { items: config.items };
  },
  async draw(seeds, options) {
    const roll = caseRoll(onlyFloat(await betFloats(seeds, 1)));
    return options.items ? { roll, item: caseItemForRoll(options.items, roll) } : { roll };
  },
  summary: (draw) =>
    `roll ${draw.roll}${draw.item ? ` -> ${draw.item.name} (${draw.item.from}..${draw.item.to})` : ''}`,
};

export const CASES_GAME = {
  kind: 'one-shot',
  id: 'cases',
  engineVersion: 1,
  limit: null,
  ownEndpoint: true,
  body: CaseOpenBody,
  config: CASES,
  published: z.array(CaseView),
  publish: catalogue,
  stake: (body, currency) => localCaseOf(body.case_id, currency).price,
  params: (body) => ({ case_id: body.case_id }),
  /** The case as stored with a round (bigints as strings). */
  roundConfig(body, currency) {
    const config = localCaseOf(body.case_id, currency);
    return {
      id: config.id,
      version: config.version,
      currency: config.currency,
      price: config.price.toString(),
      items: config.items.map((prize) => ({ ...prize, value: prize.value.toString() })),
    };
  },
  verifier: CASES_VERIFIER,
  floats: () => 1,
  /** The opening pays nothing now: the item won is held until the player sells it. */
  settle([f = 0], body, _stake, currency) {
    const config = localCaseOf(body.case_id, currency);
    validateCase({ ...config, currency: 'RUB' });
    const roll = caseRoll(f);
    const won = caseItemForRoll(config.items, roll);
    return {
      outcome: { roll, item: { id: won.id, name: won.name, value: fromMinor(won.value, currency) } },
      multiplier: Number((won.value * BigInt(BP)) / config.price),
      payout: 0n,
    };
  },
} as const satisfies OneShotGame<'cases', typeof CaseOpenBody>;
