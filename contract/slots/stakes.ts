import { type Currency, scaleFromRub } from '../money';

/** The stakes a studio slot offers, in RUB minor units (10 to 1,000 RUB), scaled per currency like the bet limits. */
const STAKES_RUB_MINOR = [1000n, 2000n, 5000n, 10000n, 20000n, 50000n, 100000n] as const;

/** Play money a demo session starts with: 10,000 RUB, scaled. */
const DEMO_BALANCE_RUB_MINOR = 1_000_000n;

export const stakesIn = (currency: Currency): bigint[] => STAKES_RUB_MINOR.map((s) => scaleFromRub(s, currency));
export const demoBalanceIn = (currency: Currency): bigint => scaleFromRub(DEMO_BALANCE_RUB_MINOR, currency);
export const isStakeOffered = (currency: Currency, stake: bigint): boolean => stakesIn(currency).includes(stake);

/** UKGC (RTS 14): a slot's spin lasts at least this long from the press to the result, with no way to cut it short. */
export const MIN_SPIN_MS = 2500;
