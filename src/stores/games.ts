import { proxy } from 'valtio';
import type { ActiveSeeds, GameBet, GameName, RotateSeedsAnswer } from '../../contract/api/games';
import type { ApiResult } from '../../workers/api-result';
import type { BetBodies, GamesConfig, PlayableGame, SettledBet } from '../../workers/games/games';
import { type Api, workerApi } from '../worker-bridge';
import { playSound } from './game-sounds';
import { loadMyBonuses } from './promo';
import { whenRevealed } from './reveal';
import { storeHook } from './store-hook';

interface GamesState {
  config: GamesConfig | null;
  seeds: (ActiveSeeds & { demo: boolean }) | null;
  /** Pairs revealed by rotation in this visit, newest first. */
  revealed: RotateSeedsAnswer['data']['revealed'][];
  recent: Partial<Record<GameName, GameBet[]>>;
  demoBalance: string | null;
  last: Partial<Record<GameName, SettledBet>>;
  /**
   * The Idempotency-Key of a write of the game whose answer is not known yet (`unconfirmed`): the worker is checking
   * with the server; the game takes no new bet until its `confirmed` event.
   */
  unconfirmed: Partial<Record<GameName, string>>;
}

export const gamesState = proxy<GamesState>({
  config: null,
  seeds: null,
  revealed: [],
  recent: {},
  demoBalance: null,
  last: {},
  unconfirmed: {},
});

let loading: Promise<void> = Promise.resolve();
/** Counts the changes of each game's recent list, so a read can tell whether the list moved while it was away. */
const recentChanges: Partial<Record<GameName, number>> = {};
const recentSeq = (game: GameName) => recentChanges[game] ?? 0;

/** Loads what a game page shows: the published config, the seed pair and the player's recent rounds. */
export function loadGame(game: GameName): Promise<void> {
  loading = fetchGame(game);
  return loading;
}

async function fetchGame(game: GameName): Promise<void> {
  const since = recentSeq(game);
  const api = await workerApi();
  const [config, seeds, bets, demoBalance] = await Promise.all([
    api.gamesConfig(),
    api.seeds(),
    api.bets(game),
    api.demoBalance(),
  ]);
  if (config.ok) gamesState.config = config.data;
  if (seeds.ok) gamesState.seeds = seeds.data;
  if (bets.ok) applyRecent(game, bets.data, since);
  gamesState.demoBalance = seeds.ok && seeds.data.demo ? demoBalance : null;
}

export async function playRound<G extends PlayableGame>(game: G, body: BetBodies[G]): Promise<ApiResult<SettledBet>> {
  const waiting = awaitingAnswer(game);
  if (waiting) return waiting;
  playSound('bet');
  const result = await (await workerApi()).bet(game, body);
  if (result.ok) applyBet(game, result.data);
  else markUnconfirmed(game, result);
  return result;
}

/** A free bet: one spin of the player's free-spins campaign (its list is read again: spins left, the bonus won). */
export async function playFreeBet<G extends PlayableGame>(
  game: G,
  campaign: number,
  body: BetBodies[G],
): Promise<ApiResult<SettledBet>> {
  const waiting = awaitingAnswer(game);
  if (waiting) return waiting;
  playSound('bet');
  const result = await (await workerApi()).freeBet(game, campaign, body);
  if (result.ok) applyBet(game, result.data);
  else markUnconfirmed(game, result);
  void loadMyBonuses();
  return result;
}

/** The game animates `last` at once; the balance and the rounds list tell the outcome, so they wait for the landing. */
export function applyBet(game: GameName, settled: SettledBet): void {
  gamesState.last[game] = settled;
  if (gamesState.seeds) gamesState.seeds.nonce += 1;
  whenRevealed(() => {
    playSound(Number(settled.bet.payout) > 0 ? 'win' : 'loss');
    recordRound(game, settled.bet);
    if (settled.demo) gamesState.demoBalance = settled.balance;
  });
}

/** The game's earlier write is still unconfirmed: a new one waits until it is known (its own key comes then). */
export function awaitingAnswer(game: GameName): ApiResult<never> | null {
  const key = gamesState.unconfirmed[game];
  return key
    ? { ok: false, failure: { kind: 'unconfirmed', key, message: 'An earlier request is being checked' } }
    : null;
}

/** A write whose answer is unknown: the game waits for its `confirmed` event (confirmBet, confirmRound, confirmCase). */
export function markUnconfirmed(game: GameName, result: ApiResult<unknown>): void {
  if (!result.ok && result.failure.kind === 'unconfirmed') gamesState.unconfirmed[game] = result.failure.key;
}

/**
 * The worker learnt the answer of a game's unconfirmed write: true when it was this game's (the game takes bets
 * again). A bet made is shown like any other.
 */
export function confirmBet(game: GameName, key: string, result: ApiResult<SettledBet>): boolean {
  if (!settleUnconfirmed(game, key)) return false;
  if (result.ok) applyBet(game, result.data);
  return true;
}

/** The answer of the game's unconfirmed write `key` is known: false when the game awaits no such write. */
export function settleUnconfirmed(game: GameName, key: string): boolean {
  if (gamesState.unconfirmed[game] !== key) return false;
  delete gamesState.unconfirmed[game];
  return true;
}

/** A round is newer than another: a later round, or the same round at a later (or the same) version. */
export function isNewerRound(next: GameBet, than: GameBet): boolean {
  return next.id > than.id || (next.id === than.id && next.version >= than.version);
}

/** Puts a round on top of the game's recent list (multi-step rounds replace their earlier state, never a later one). */
export function recordRound(game: GameName, bet: GameBet): void {
  recentChanges[game] = recentSeq(game) + 1;
  const list = gamesState.recent[game] ?? [];
  const known = list.find((existing) => existing.id === bet.id);
  if (known && !isNewerRound(bet, known)) return;
  gamesState.recent[game] = [bet, ...list.filter((existing) => existing.id !== bet.id)]
    .sort((a, b) => b.id - a.id)
    .slice(0, 20);
}

/**
 * The server's newest rounds of a game. Read after the list last changed here (`readSince`, from recentSeq): they
 * replace it. Read before a change (a round answered while the read was on the wire) or at an unknown time
 * (null: pushed by the worker): merged, so that round or its later version stays.
 */
export function applyRecent(game: GameName, items: GameBet[], readSince: number | null): void {
  if (readSince === recentSeq(game)) {
    gamesState.recent[game] = items.slice(0, 20);
    return;
  }
  const merged = new Map(items.map((bet) => [bet.id, bet]));
  const newestServed = items[0]?.id ?? 0;
  for (const bet of gamesState.recent[game] ?? []) {
    const served = merged.get(bet.id);
    if (served ? bet.version > served.version : bet.id > newestServed) merged.set(bet.id, bet);
  }
  gamesState.recent[game] = [...merged.values()].sort((a, b) => b.id - a.id).slice(0, 20);
}

export async function rotateSeeds(clientSeed?: string): Promise<ApiResult<RotateSeedsAnswer['data']>> {
  // A page still loading its rounds must not overwrite the ones revealed below.
  await loading;
  const result = await (await workerApi()).rotateSeeds(clientSeed);
  if (result.ok) {
    const { revealed, active } = result.data;
    // The rounds played under the retired pair now carry its server seed: load them before showing the reveal.
    const api = await workerApi();
    for (const game of Object.keys(gamesState.recent) as GameName[]) {
      if (!gamesState.recent[game]?.length) continue;
      const bets = await api.bets(game);
      // Replaced, not merged: the same rounds now carry the revealed server seed.
      if (bets.ok) gamesState.recent[game] = bets.data;
    }
    gamesState.revealed.unshift(revealed);
    gamesState.seeds = { ...active, demo: gamesState.seeds?.demo ?? false };
  }
  return result;
}

export const useGames = storeHook(gamesState);

/** Recomputes a round from its seeds (the fairness check). */
export const verifyRound = async (...args: Parameters<Api['verify']>) => (await workerApi()).verify(...args);
