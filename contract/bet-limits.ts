import { CURRENCIES, type Currency, scaleFromRub, toMinor } from './money';

/**
 * Spec §9, "Bet limits (min_bet / max_bet)", resolved per currency into minor units.
 * The cells are transcribed verbatim below; a blank cell (or the half of a "max …" cell that gives
 * no minimum) follows its row's scaling from RUB: USD = RUB / 100, KZT = RUB × 5, INR = RUB,
 * and EUR is "like USD" (the whole row, cells the spec gives for USD included).
 */
export const BET_LIMIT_GAMES = [
  'crash',
  'miner',
  'coinflip',
  'keno',
  'hilo',
  'roulette',
  'dice',
  'wheelOfFortune',
] as const;
export type BetLimitGame = (typeof BET_LIMIT_GAMES)[number];

export const ROOMS = ['red', 'yellow', 'purple'] as const;
export type Room = (typeof ROOMS)[number];

type SpecRow = Partial<Record<BetLimitGame | 'minPayout' | 'roomEntry', string>>;

/** The spec's table as written; a missing key is a blank cell. */
const SPEC_BET_LIMIT_CELLS: Record<Exclude<Currency, 'EUR'>, SpecRow> & { EUR: 'like USD' } = {
  RUB: {
    crash: '1-50000',
    miner: '1-1000',
    coinflip: '1-10000',
    keno: '1-10000',
    hilo: '1-10000',
    roulette: '1-10000',
    dice: '1-10000',
    wheelOfFortune: 'max 1',
    minPayout: '100',
    roomEntry: 'red 1, yellow 10, purple 50',
  },
  USD: { crash: '0.01-500', miner: '0.01-10', coinflip: '0.01-100', roulette: 'max 0.1', minPayout: '1' },
  KZT: {
    crash: '5-250000',
    miner: '5-5000',
    coinflip: '5-50000',
    roulette: 'max 5',
    wheelOfFortune: 'max 5',
    minPayout: '500',
  },
  INR: { crash: '1-50000', miner: '1-1000', coinflip: '1-10000', roulette: 'max 1', minPayout: '100' },
  EUR: 'like USD',
};

/** Minor units; null where the spec sets no bound (wheelOfFortune has only a maximum). */
export interface BetLimit {
  min: bigint | null;
  max: bigint | null;
}

function parseLimit(cell: string | undefined, currency: Currency): Partial<BetLimit> {
  if (cell === undefined) return {};
  const range = /^([\d.]+)-([\d.]+)$/.exec(cell);
  if (range?.[1] && range[2]) return { min: toMinor(range[1], currency), max: toMinor(range[2], currency) };
  const max = /^max ([\d.]+)$/.exec(cell);
  if (max?.[1]) return { max: toMinor(max[1], currency) };
  throw new RangeError(`Unreadable bet-limit cell: ${cell}`);
}

function resolveRow(currency: Exclude<Currency, 'EUR'>) {
  const row = SPEC_BET_LIMIT_CELLS[currency];
  const rub = SPEC_BET_LIMIT_CELLS.RUB;
  const scaled = (amount: bigint | null | undefined) =>
    amount === null || amount === undefined ? null : scaleFromRub(amount, currency);

  const limits = {} as Record<BetLimitGame, BetLimit>;
  for (const game of BET_LIMIT_GAMES) {
    const own = parseLimit(row[game], currency);
    const base = parseLimit(rub[game], 'RUB');
    limits[game] = { min: own.min ?? scaled(base.min), max: own.max ?? scaled(base.max) };
  }

  const minPayout = row.minPayout
    ? toMinor(row.minPayout, currency)
    : scaleFromRub(toMinor(rub.minPayout ?? '', 'RUB'), currency);

  const roomCell = row.roomEntry ?? rub.roomEntry ?? '';
  const roomCurrency = row.roomEntry ? currency : 'RUB';
  const roomEntry = {} as Record<Room, bigint>;
  for (const room of ROOMS) {
    const amount = new RegExp(`\\b${room} ([\\d.]+)`).exec(roomCell)?.[1];
    if (!amount) throw new RangeError(`No ${room} room entry in: ${roomCell}`);
    const minor = toMinor(amount, roomCurrency);
    roomEntry[room] = row.roomEntry ? minor : scaleFromRub(minor, currency);
  }
  return { limits, minPayout, roomEntry };
}

function resolveTable() {
  const rows = {} as Record<Currency, ReturnType<typeof resolveRow>>;
  for (const currency of CURRENCIES) rows[currency] = currency === 'EUR' ? resolveRow('USD') : resolveRow(currency);
  return rows;
}

const TABLE = resolveTable();

/** min_bet / max_bet per currency and game, in minor units. */
export const BET_LIMITS: Readonly<Record<Currency, Readonly<Record<BetLimitGame, BetLimit>>>> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, TABLE[currency].limits]),
) as Record<Currency, Record<BetLimitGame, BetLimit>>;

/** The "min payout" column, in minor units. */
export const MIN_PAYOUT: Readonly<Record<Currency, bigint>> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, TABLE[currency].minPayout]),
) as Record<Currency, bigint>;

/** The "room entry" column (private rooms), in minor units. */
export const ROOM_ENTRY: Readonly<Record<Currency, Readonly<Record<Room, bigint>>>> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, TABLE[currency].roomEntry]),
) as Record<Currency, Record<Room, bigint>>;

type BetCheck = 'ok' | 'not_positive' | 'below_min' | 'above_max';

/** Checks a stake in minor units against the limits of its currency and game. */
export function checkBet(currency: Currency, game: BetLimitGame, amount: bigint): BetCheck {
  return checkStake(BET_LIMITS[currency][game], amount);
}

/** Checks a stake in minor units against a limit (the spec's, or the operator's that replaces it). */
export function checkStake({ min, max }: BetLimit, amount: bigint): BetCheck {
  if (amount <= 0n) return 'not_positive';
  if (min !== null && amount < min) return 'below_min';
  if (max !== null && amount > max) return 'above_max';
  return 'ok';
}
