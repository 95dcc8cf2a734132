import { proxy } from 'valtio';
import type { CaseView, HeldItem } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { CaseOpened, CaseSold } from '../../workers/games/cases';
import { workerApi } from '../worker-bridge';
import { playSound } from './game-sounds';
import { awaitingAnswer, gamesState, markUnconfirmed, recordRound, settleUnconfirmed } from './games';
import { whenRevealed } from './reveal';
import { storeHook } from './store-hook';

interface CasesState {
  /** The published cases in the player's currency; null until loaded. */
  catalogue: CaseView[] | null;
  catalogueFailed: boolean;
  /** The player's items, held first (the demo's in demo mode). */
  items: HeldItem[];
}

const casesState = proxy<CasesState>({ catalogue: null, catalogueFailed: false, items: [] });

export async function loadCatalogue(): Promise<void> {
  const result = await (await workerApi()).cases();
  casesState.catalogue = result.ok ? result.data : (casesState.catalogue ?? null);
  casesState.catalogueFailed = !result.ok;
}

export async function loadCaseItems(): Promise<void> {
  const result = await (await workerApi()).caseItems();
  if (result.ok) casesState.items = result.data;
}

/** Opens a case: a round of the cases game (its nonce, recent bets) whose item is then held. */
export async function openCase(caseId: string): Promise<ApiResult<CaseOpened>> {
  const waiting = awaitingAnswer('cases');
  if (waiting) return waiting;
  playSound('bet');
  const result = await (await workerApi()).openCase(caseId);
  if (result.ok) applyOpened(result.data);
  else markUnconfirmed('cases', result);
  return result;
}

/** The strip runs to the item at once; the balance, the rounds list and "Your items" wait for it to land. */
function applyOpened({ bet, item, balance, demo }: CaseOpened): void {
  gamesState.last.cases = { bet, balance, demo };
  if (gamesState.seeds) gamesState.seeds.nonce += 1;
  whenRevealed(() => {
    playSound('reveal');
    recordRound('cases', bet);
    if (demo) gamesState.demoBalance = balance;
    casesState.items = [item, ...casesState.items.filter((held) => held.id !== item.id)];
  });
}

/** Sells a held item back to the balance at its value. */
export async function sellCaseItem(itemId: number): Promise<ApiResult<CaseSold>> {
  const waiting = awaitingAnswer('cases');
  if (waiting) return waiting;
  const result = await (await workerApi()).sellCaseItem(itemId);
  if (result.ok) applySold(result.data);
  else markUnconfirmed('cases', result);
  return result;
}

function applySold({ item, balance, demo }: CaseSold): void {
  if (demo) gamesState.demoBalance = balance;
  const others = casesState.items.filter((held) => held.id !== item.id);
  casesState.items = [
    ...others.filter((held) => held.status === 'held'),
    item,
    ...others.filter((held) => held.status !== 'held'),
  ];
}

/** The worker learnt the answer of an unconfirmed opening or sale: show it, and the items as the server has them. */
export async function confirmCase(
  key: string,
  result: { op: 'caseOpen'; result: ApiResult<CaseOpened> } | { op: 'caseSell'; result: ApiResult<CaseSold> },
): Promise<void> {
  if (!settleUnconfirmed('cases', key)) return;
  if (result.op === 'caseOpen' && result.result.ok) applyOpened(result.result.data);
  if (result.op === 'caseSell' && result.result.ok) applySold(result.result.data);
  await loadCaseItems();
}

export const useCases = storeHook(casesState);
