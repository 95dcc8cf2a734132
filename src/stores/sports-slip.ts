import { proxy } from 'valtio';
import type { PlaceBetBody, SportsBet, SportsMarket } from '../../contract/api/sports';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import { formatOdds, parseOdds } from '../../contract/sports/odds';
import type { OddsPolicy } from '../../contract/sports/slip';
import { accumulatorProblem, combinedOdds, potentialPayout } from '../../contract/sports/slip';
import type { ApiFailure } from '../../workers/api-result';
import { brokenMaxBet, maxBetInForce } from '../features/bonus/max-bet';
import { workerApi } from '../worker-bridge';
import { bonusState, loadMyBonuses } from './promo';
import { storeHook } from './store-hook';

/** A selection on the slip, with what the slip shows of it. */
export interface SlipSelection {
  selectionId: number;
  eventId: number;
  eventName: string;
  marketKind: SportsMarket['kind'];
  line: string | null;
  name: string;
  /** The odds the slip shows (and sends). */
  odds: string;
}

/** One bet the slip makes: a single of a selection, or the accumulator of all. */
export type SlipBetId = number | 'acc';

/** Why a bet of the slip was not placed, or that its answer is not known yet. */
export type SlipProblem =
  | { kind: 'odds_changed'; changes: { selection_id: number; odds: string }[] }
  | { kind: 'suspended'; selectionId: number | null; reason: string }
  | { kind: 'failure'; failure: ApiFailure }
  /** Not sent: the stake is above the active bonus's max bet (the server would answer 422 bonus_max_bet). */
  | { kind: 'bonus_max_bet'; maxBet: string }
  /** The answer was lost: the bet may have been made; the slip checks "my bets" and resends under the same key. */
  | { kind: 'unknown' };

interface SlipState {
  selections: SlipSelection[];
  mode: 'singles' | 'accumulator';
  /** Stakes as typed, per single (selection id) and for the accumulator ('acc'). */
  stakes: Record<string, string>;
  policy: OddsPolicy;
  /** The Idempotency-Key of each bet sent and not definitely answered, with the body it was sent with. */
  sent: Record<string, { key: string; body: string }>;
  problems: Record<string, SlipProblem>;
  busy: boolean;
  /** The bets placed by the last send (shown as a receipt until the slip changes). */
  placed: SportsBet[];
}

export const slipState = proxy<SlipState>({
  selections: [],
  mode: 'singles',
  stakes: {},
  policy: 'ask',
  sent: {},
  problems: {},
  busy: false,
  placed: [],
});

export const useSlip = storeHook(slipState);

/** Adds the selection, or takes it off when it is already on the slip. Two selections of one event stay singles. */
export function toggleSelection(selection: SlipSelection): void {
  const at = slipState.selections.findIndex((s) => s.selectionId === selection.selectionId);
  slipState.placed = [];
  if (at >= 0) {
    slipState.selections.splice(at, 1);
    delete slipState.problems[selection.selectionId];
    delete slipState.stakes[selection.selectionId];
  } else {
    slipState.selections.push({ ...selection });
    if (slipState.selections.length === 2 && !accumulatorProblem(legs())) slipState.mode = 'accumulator';
  }
  if (slipState.selections.length < 2) slipState.mode = 'singles';
  delete slipState.problems.acc;
}

export const clearSlip = (): void => {
  slipState.selections = [];
  slipState.problems = {};
  slipState.stakes = {};
  slipState.mode = 'singles';
};

export const setMode = (mode: SlipState['mode']) => {
  slipState.mode = mode;
};
export const setPolicy = (policy: OddsPolicy) => {
  slipState.policy = policy;
};
export const setStake = (bet: SlipBetId, stake: string) => {
  slipState.stakes[bet] = stake;
  // A new stake is judged again when it is sent.
  if (slipState.problems[bet]?.kind === 'bonus_max_bet') delete slipState.problems[bet];
};

const legs = () => slipState.selections.map((s) => ({ eventId: s.eventId, odds: parseOdds(s.odds) ?? 0 }));

/** A stake as typed, in minor units (null when it is not an amount). */
export function stakeMinor(stake: string | undefined, currency: Currency): bigint | null {
  const text = (stake ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  try {
    const minor = toMinor(text, currency);
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}

/** The accumulator's figures: combined odds (as the server rounds them) and the potential payout of the stake. */
export function accumulatorFigures(
  selections: readonly Pick<SlipSelection, 'eventId' | 'odds'>[],
  stake: string | undefined,
  currency: Currency,
) {
  const odds = selections.map((s) => parseOdds(s.odds) ?? 0);
  const problem = accumulatorProblem(selections.map((s, i) => ({ eventId: s.eventId, odds: odds[i] ?? 0 })));
  const minor = stakeMinor(stake, currency);
  return {
    problem,
    odds: formatOdds(combinedOdds(odds)),
    payout: minor === null ? null : fromMinor(potentialPayout(minor, odds), currency),
  };
}

/** A single's potential payout. */
export function singlePayout(odds: string, stake: string | undefined, currency: Currency): string | null {
  const minor = stakeMinor(stake, currency);
  const parsed = parseOdds(odds);
  return minor === null || parsed === null ? null : fromMinor(potentialPayout(minor, [parsed]), currency);
}

/** The bodies the slip sends now: one per single with a stake, or the accumulator. */
export function slipBets(currency: Currency): { id: SlipBetId; body: PlaceBetBody }[] {
  const policy = slipState.policy;
  if (slipState.mode === 'accumulator') {
    const minor = stakeMinor(slipState.stakes.acc, currency);
    if (minor === null) return [];
    const legsOut = slipState.selections.map((s) => ({ selection_id: s.selectionId, odds: s.odds }));
    return [{ id: 'acc', body: { legs: legsOut, stake: fromMinor(minor, currency), odds_policy: policy } }];
  }
  return slipState.selections.flatMap((s) => {
    const minor = stakeMinor(slipState.stakes[s.selectionId], currency);
    if (minor === null) return [];
    const body: PlaceBetBody = {
      legs: [{ selection_id: s.selectionId, odds: s.odds }],
      stake: fromMinor(minor, currency),
      odds_policy: policy,
    };
    return [{ id: s.selectionId, body }];
  });
}

/**
 * The Idempotency-Key of a bet: the key it was sent under while its answer is not known and its body is the same
 * (a resend is the same bet, never a second one), else a new one.
 */
export function keyFor(id: SlipBetId, body: PlaceBetBody): string {
  const text = JSON.stringify(body);
  const earlier = slipState.sent[id];
  if (earlier && earlier.body === text) return earlier.key;
  const key = crypto.randomUUID();
  slipState.sent[id] = { key, body: text };
  return key;
}

/** What a refusal tells the slip; `null` for an answer that may still have made the bet. */
function problemOf(failure: ApiFailure): SlipProblem {
  if (failure.kind === 'unconfirmed' || failure.kind === 'network') return { kind: 'unknown' };
  if (failure.kind === 'http' && failure.status >= 500) return { kind: 'unknown' };
  if (failure.kind === 'http' && failure.code === 'odds_changed') {
    const details = failure.details as { changes?: { selection_id: number; odds: string }[] } | undefined;
    return { kind: 'odds_changed', changes: details?.changes ?? [] };
  }
  if (failure.kind === 'http' && failure.code === 'market_suspended') {
    const details = failure.details as { selection_id?: number; reason?: string } | undefined;
    return { kind: 'suspended', selectionId: details?.selection_id ?? null, reason: details?.reason ?? 'suspended' };
  }
  return { kind: 'failure', failure };
}

/** The same legs and stake as a body: how an answered bet is recognised in "my bets". */
const sameBet = (bet: SportsBet, body: PlaceBetBody) =>
  bet.stake === body.stake &&
  bet.legs.length === body.legs.length &&
  body.legs.every((leg) => bet.legs.some((l) => l.selection_id === leg.selection_id));

/**
 * Places every bet of the slip. A stake above the active bonus's max bet is not sent (features/bonus/max-bet.ts,
 * the server's rule; its 422 stays the backstop). A bet answered is taken off the slip; a refusal stays with its
 * reason; a bet whose answer was lost keeps its key (sending again resends it under that key) and is looked for in
 * the open bets.
 */
export async function placeSlip(currency: Currency): Promise<void> {
  if (slipState.busy) return;
  // A bet whose answer was lost is looked for first: if it was made, it is not made again under a new key.
  if (Object.values(slipState.problems).some((p) => p.kind === 'unknown')) await reconcile();
  const maxBet = maxBetInForce(bonusState.mine, currency);
  const bets = slipBets(currency).filter(({ id, body }) => {
    const broken = brokenMaxBet(toMinor(body.stake, currency), maxBet, currency);
    if (broken) slipState.problems[id] = { kind: 'bonus_max_bet', maxBet: broken };
    return !broken;
  });
  if (bets.length === 0) return;
  slipState.busy = true;
  slipState.placed = [];
  const api = await workerApi();
  try {
    for (const { id, body } of bets) {
      const key = keyFor(id, body);
      const result = await api.sportsPlaceBet(body, key);
      if (result.ok) {
        delete slipState.sent[id];
        settle(id, result.data.bet);
        continue;
      }
      const problem = problemOf(result.failure);
      if (problem.kind !== 'unknown') delete slipState.sent[id];
      slipState.problems[id] = problem;
    }
    if (Object.values(slipState.problems).some((p) => p.kind === 'unknown')) await reconcile();
  } finally {
    slipState.busy = false;
  }
  // The bets counted towards the bonus's wagering (a conversion lifts its max bet): the slip judges the next by it.
  if (slipState.placed.length > 0) void loadMyBonuses();
}

/** A placed bet leaves the slip (its selections with it) and is shown as placed. */
function settle(id: SlipBetId, bet: SportsBet): void {
  delete slipState.problems[id];
  slipState.placed.push(bet);
  const gone = new Set(bet.legs.map((leg) => leg.selection_id));
  slipState.selections = slipState.selections.filter((s) => !gone.has(s.selectionId));
  for (const selectionId of gone) delete slipState.stakes[selectionId];
  if (id === 'acc') delete slipState.stakes.acc;
  if (slipState.selections.length < 2) slipState.mode = 'singles';
}

/** Looks for the bets whose answers were lost among the newest open bets (the first page): found, they are placed; else they stay to resend. */
export async function reconcile(): Promise<void> {
  const open = await (await workerApi()).sportsMyBets('open');
  if (!open.ok) return;
  for (const [id, sent] of Object.entries(slipState.sent)) {
    if (slipState.problems[id]?.kind !== 'unknown') continue;
    const body = JSON.parse(sent.body) as PlaceBetBody;
    const found = open.data.items.find((bet) => sameBet(bet, body));
    if (found) {
      delete slipState.sent[id];
      settle(id === 'acc' ? 'acc' : Number(id), found);
    }
  }
}

/** Takes today's odds of an `odds_changed` refusal onto the slip (the player accepts them by sending again). */
export function acceptChanges(id: SlipBetId): void {
  const problem = slipState.problems[id];
  if (problem?.kind !== 'odds_changed') return;
  for (const change of problem.changes) {
    const selection = slipState.selections.find((s) => s.selectionId === change.selection_id);
    if (selection) selection.odds = change.odds;
  }
  delete slipState.problems[id];
}

/** The book moved: the slip's selections show today's odds (a bet with a lost answer keeps what it sent). */
export function refreshSlipOdds(markets: readonly SportsMarket[]): void {
  for (const market of markets) {
    for (const selection of market.selections) {
      const onSlip = slipState.selections.find((s) => s.selectionId === selection.id);
      if (!onSlip || !selection.odds || onSlip.odds === selection.odds) continue;
      if (slipState.policy !== 'ask' && !Object.keys(slipState.sent).length) onSlip.odds = selection.odds;
    }
  }
}
