import { proxy } from 'valtio';
import type { CashOutQuoteAnswer, SportsBet, SportsTreeAnswer } from '../../contract/api/sports';
import type { ApiFailure } from '../../workers/api-result';
import type { SportsPush, SportsView } from '../../workers/sports/feed';
import { mergeInto } from '../lib/merge-into';
import { workerApi } from '../worker-bridge';
import { refreshSlipOdds } from './sports-slip';
import { storeHook } from './store-hook';

/** The pages of My bets read so far, newest first; `nextCursor` is where the next page starts (null: none). */
export interface BetsList {
  items: SportsBet[];
  nextCursor: string | null;
}

interface SportsState {
  tree: SportsTreeAnswer['data'] | null | undefined;
  /** The book in view as the worker last pushed it. */
  book: SportsPush | null;
  /** The player's bets by status, the pages read so far (undefined: not read yet; null: could not be read). */
  bets: { open?: BetsList | null; settled?: BetsList | null };
  /** Cash-out quotes by bet id, as last shown to the player (`changed`: the price moved when the player took it). */
  quotes: Record<number, CashOutQuoteAnswer['data'] & { changed?: boolean }>;
}

export const sportsState = proxy<SportsState>({ tree: undefined, book: null, bets: {}, quotes: {} });

export const useSports = storeHook(sportsState);

export async function loadSportsTree(): Promise<void> {
  const result = await (await workerApi()).sportsTree();
  sportsState.tree = result.ok ? result.data : null;
}

/** The worker watches this view (null: none, the page is hidden or left) and pushes it as `sports` events. */
export async function watchSports(view: SportsView | null): Promise<void> {
  await (await workerApi()).sportsWatch(view);
}

const sameView = (a: SportsView, b: SportsView) =>
  a.state === b.state && a.leagueId === b.leagueId && a.eventId === b.eventId;

/** A push for the view shown is merged in: only the rows whose prices moved render again (hundreds on screen). */
export function applySports(push: SportsPush): void {
  if (sportsState.book && sameView(sportsState.book.view, push.view)) {
    mergeInto(sportsState.book as never, push as never);
  } else sportsState.book = push;
  const markets = [
    ...(push.events ?? []).flatMap((event) => (event.main_market ? [event.main_market] : [])),
    ...(push.event?.markets ?? []),
  ];
  refreshSlipOdds(markets);
}

/** Reads the first page of the player's bets again (what was shown of the later pages goes). */
export async function loadMyBets(status: 'open' | 'settled'): Promise<void> {
  const result = await (await workerApi()).sportsMyBets(status);
  sportsState.bets[status] = result.ok ? { items: result.data.items, nextCursor: result.data.next_cursor } : null;
}

/**
 * Appends the next page of the player's bets; the failure when it could not be read. The pages follow a cursor, so
 * a bet placed meanwhile does not show one twice; a first page read again meanwhile wins (the later page is dropped).
 */
export async function loadMoreBets(status: 'open' | 'settled'): Promise<ApiFailure | null> {
  const list = sportsState.bets[status];
  if (!list?.nextCursor) return null;
  const result = await (await workerApi()).sportsMyBets(status, list.nextCursor);
  if (!result.ok) return result.failure;
  if (sportsState.bets[status] !== list) return null;
  list.items.push(...result.data.items);
  list.nextCursor = result.data.next_cursor;
  return null;
}

export async function quoteCashOut(id: number) {
  const result = await (await workerApi()).sportsCashOutQuote(id);
  if (result.ok) sportsState.quotes[id] = result.data;
  return result;
}

/** Cash-out keys by bet and amount: the same cash-out sent again (a lost answer) is the same cash-out. */
const cashOutKeys = new Map<string, string>();

/** Cashes a bet out at the amount shown; a changed price comes back as the new quote, to be asked again. */
export async function cashOut(id: number, amount: string) {
  const name = `${id}:${amount}`;
  const key = cashOutKeys.get(name) ?? crypto.randomUUID();
  cashOutKeys.set(name, key);
  const result = await (await workerApi()).sportsCashOut(id, amount, key);
  if (result.ok) {
    cashOutKeys.delete(name);
    delete sportsState.quotes[id];
    void loadMyBets('open');
  } else if (result.failure.kind === 'http' && result.failure.code === 'cash_out_changed') {
    cashOutKeys.delete(name);
    const details = result.failure.details as { amount?: string | null } | undefined;
    sportsState.quotes[id] = {
      bet_id: id,
      amount: details?.amount ?? null,
      reason: details?.amount ? null : 'suspended',
    };
  } else if (result.failure.kind === 'http' && result.failure.status < 500) {
    cashOutKeys.delete(name);
  }
  return result;
}
