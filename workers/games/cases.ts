import { GAMES_API, type GameBet, type HeldItem } from '../../contract/api/games';
import { CASES_GAME, type CaseView, findCase } from '../../contract/games/cases';
import type { OneShotGame } from '../../contract/games/game';
import { BetRefused } from '../../contract/games/refusal';
import { type Currency, toMinor } from '../../contract/money';
import type { EmitWorkerEvent } from '../events';
import { call } from '../http/call';
import type { HttpClient } from '../http/client';
import type { ConfirmedPost } from './confirmed-post';
import type { DemoBank } from './demo';

export interface CaseOpened {
  bet: GameBet;
  item: HeldItem;
  /** The cash balance after paying the price (the demo's virtual balance in demo mode). */
  balance: string;
  demo: boolean;
}

export interface CaseSold {
  item: HeldItem;
  balance: string;
  demo: boolean;
}

interface CasesDeps {
  http: HttpClient;
  signedIn: () => boolean;
  currency: () => Currency;
  /** The cash after a case opening or a sale, and the bonus balance when a bonus is active. */
  onCashBalance: (balance: string, bonusBalance?: string) => void;
  demo: DemoBank;
  confirmedPost: ConfirmedPost;
  emit: EmitWorkerEvent;
}

/**
 * Cases: the public catalogue, opening (pays the price, the item is held) and selling an item back. Signed in
 * through the API; in demo mode settled in the worker with the contract's `openCase` over the published
 * catalogue, the items held in memory.
 */
export function createCases(deps: CasesDeps) {
  const catalogues = new Map<Currency, CaseView[]>();
  const held: HeldItem[] = [];
  let heldIds = 0;

  const catalogue = async (): Promise<CaseView[]> => {
    const currency = deps.currency();
    const cached = catalogues.get(currency);
    if (cached) return cached;
    const answer = await call(deps.http, GAMES_API.cases, { query: { currency } });
    catalogues.set(currency, answer.data);
    return answer.data;
  };

  async function openDemo(caseId: string): Promise<CaseOpened> {
    if (!findCase(caseId)) throw new BetRefused('case_id', 'case_not_found', 'No such case');
    const settled = await deps.demo.play(CASES_GAME as OneShotGame, { case_id: caseId });
    const won = settled.bet.outcome?.item as { id: string; name: string; value: string };
    const item: HeldItem = {
      id: ++heldIds,
      bet_id: settled.bet.id,
      case_id: caseId,
      item_id: won.id,
      name: won.name,
      value: won.value,
      status: 'held',
      created_at: settled.bet.created_at,
    };
    held.unshift(item);
    return { bet: settled.bet, item: { ...item }, balance: settled.balance, demo: true };
  }

  return {
    /** The catalogue in the player's currency (public; cached). */
    catalogue,

    async open(caseId: string): Promise<CaseOpened> {
      if (!deps.signedIn()) return openDemo(caseId);
      return deps.confirmedPost(
        GAMES_API.casesOpen,
        { case_id: caseId },
        {
          accept: (answer): CaseOpened => {
            deps.onCashBalance(answer.data.balance, answer.data.bonus_balance);
            return { ...answer.data, demo: false };
          },
          late: (key, result) => deps.emit('confirmed', { op: 'caseOpen', key, result }),
        },
      );
    },

    async sell(itemId: number): Promise<CaseSold> {
      if (!deps.signedIn()) {
        const item = held.find((candidate) => candidate.id === itemId);
        if (!item) throw new BetRefused('item_id', 'item_not_found', 'No such item');
        // As on the server: selling again answers the sale and moves nothing.
        if (item.status === 'sold') return { item: { ...item }, balance: deps.demo.balance(), demo: true };
        item.status = 'sold';
        const balance = deps.demo.credit(toMinor(item.value, deps.currency()));
        return { item: { ...item }, balance, demo: true };
      }
      // Selling is once per item on the server: a resend answers the first sale.
      return deps.confirmedPost(
        GAMES_API.casesSell,
        { item_id: itemId },
        {
          accept: (answer): CaseSold => {
            deps.onCashBalance(answer.data.balance, answer.data.bonus_balance);
            return { ...answer.data, demo: false };
          },
          late: (key, result) => deps.emit('confirmed', { op: 'caseSell', key, result }),
        },
      );
    },

    /** The player's items, held first (the demo's in demo mode). */
    async items(): Promise<HeldItem[]> {
      if (!deps.signedIn()) {
        return [...held]
          .sort((a, b) => (a.status === b.status ? 0 : a.status === 'held' ? -1 : 1))
          .map((i) => ({ ...i }));
      }
      const answer = await call(deps.http, GAMES_API.casesItems);
      return answer.data;
    },
  };
}

export type Cases = ReturnType<typeof createCases>;
