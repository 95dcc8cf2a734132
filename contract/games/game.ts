import type { z } from 'zod';
import type { BetLimitGame } from '../bet-limits';
import type { BetSeeds } from '../fairness/bytes';
import { type Currency, toMinor } from '../money';
import type { Bp } from './multiplier';
import { BetRefused } from './refusal';
import type { RoundVerifier } from './verifier';

/**
 * What a game module (contract/games/<game>.ts) says about its game, once: the server's routes and rounds, the
 * worker's demo mode and `npm run verify` all read it from the registry (registry.ts), so a demo round can never
 * pay differently from the real one. Three kinds of round:
 * - `one-shot`: a player's own round, settled from the draw of their seed pair at once (dice, keno, cases);
 * - `steps`: a player's own round that stays open between moves (hilo, miner), one nonce, further floats from
 *   the same stream;
 * - `shared`: one draw for every player at a table on a timed lifecycle (crash, private rooms, live tables).
 *   Declared here so the registry has room for them; no game of this kind is built yet.
 * Rules refuse with `BetRefused` (422) or `RoundConflict` (409/404) from refusal.ts; each realm answers those its way.
 */

export type Json = Record<string, unknown>;

/** What the rules decided: what the player sees, the multiplier in basis points (0: lost), the payout. */
export interface Settlement {
  outcome: Json;
  multiplier: Bp;
  /** Minor units of the round's currency. */
  payout: bigint;
}

interface GameBase<Id extends string, Body extends z.ZodType, Config, Published extends z.ZodType> {
  id: Id;
  /** Bumped whenever the rules change; every round stores the version it was played under. */
  engineVersion: number;
  /** Its row of the bet limits (contract/bet-limits.ts); null: no limits (a case has its price). */
  limit: BetLimitGame | null;
  /** The body of a new round (a bet, a start, a seat at a shared table): strict, refused fields are 422. */
  body: Body;
  /** The rules' constants (edges, paytables, items). */
  config: Config;
  /** What GET config publishes for it, and the function that builds it in a currency. */
  published: Published;
  publish(currency: Currency): z.input<Published>;
  /** Refuses choices the rules do not allow (BetRefused), before anything else happens. */
  check?(body: z.output<Body>): void;
  /** The stake in minor units (BetRefused `amount_invalid` when malformed). */
  stake(body: z.output<Body>, currency: Currency): bigint;
  /** Its round's endpoint is written by hand in contract/api/games.ts, not derived (cases: it answers the item held). */
  ownEndpoint?: true;
  /** What the round stores as the player's choices. */
  params(body: z.output<Body>): Json;
  /** The configuration snapshot the round stores, so a replay never depends on a later change. */
  roundConfig(body: z.output<Body>, currency: Currency): Json;
  /** How its round is recomputed from its seeds and said in a line (verifier.ts). */
  verifier: RoundVerifier<object, object>;
}

/** A round settled at once from the player's draw. */
export interface OneShotGame<
  Id extends string = string,
  Body extends z.ZodType = z.ZodType,
  Config = unknown,
  Published extends z.ZodType = z.ZodType,
> extends GameBase<Id, Body, Config, Published> {
  kind: 'one-shot';
  /** How many floats the round draws. */
  floats(body: z.output<Body>): number;
  /** Pure: the floats drawn, the choices and the stake decide the outcome and the payout. */
  settle(floats: readonly number[], body: z.output<Body>, stake: bigint, currency: Currency): Settlement;
}

/** An open round of a step game, as its rules see it. */
export interface OpenRound<State> {
  state: State;
  /** The running multiplier (basis points). */
  running: Bp;
  stake: bigint;
}

/** What a step did: the new state, its multiplier and payout, and whether the round ended. */
export interface StepResult<State> extends Settlement {
  state: State;
  ended: boolean;
}

/** A round that stays open between moves (start, steps, cash-out), under one nonce. */
export interface StepGame<
  Id extends string = string,
  Body extends z.ZodType = z.ZodType,
  Step extends z.ZodType = z.ZodType,
  State = unknown,
  Config = unknown,
  Published extends z.ZodType = z.ZodType,
> extends GameBase<Id, Body, Config, Published> {
  kind: 'steps';
  /** A step's body; it names the round `version` the player saw. */
  stepBody: Step;
  /** The move a step makes, stored to recognise the same step resent. */
  move(step: z.output<Step>): Json;
  /** The round's seeds: its floats are drawn from them as the steps need them (contract/fairness/bytes.ts). */
  start(seeds: BetSeeds, body: z.output<Body>): Promise<{ state: State; outcome: Json }>;
  step(seeds: BetSeeds, round: OpenRound<State>, step: z.output<Step>): Promise<StepResult<State>>;
  /** Pays the running multiplier (RoundConflict when the round may not cash out yet). */
  cashout(round: OpenRound<State>): Settlement;
}

/** The timed lifecycle of a shared round: bets are taken, then it runs, then it is settled for everyone. */
export type SharedPhase = 'betting' | 'running' | 'settled';

/**
 * One draw for many players (crash, private rooms, live tables): the table's round has its own seeds, published
 * by hash before betting opens; each player's bet is settled against the one outcome. Declared, not built.
 */
export interface SharedGame<
  Id extends string = string,
  Body extends z.ZodType = z.ZodType,
  Outcome = unknown,
  Config = unknown,
  Published extends z.ZodType = z.ZodType,
> extends GameBase<Id, Body, Config, Published> {
  kind: 'shared';
  /** How long each phase lasts, in milliseconds (running may end earlier: crash ends at its point). */
  phases: Readonly<Record<Exclude<SharedPhase, 'settled'>, number>>;
  /** The table's outcome from the round's own seeds (the same for every player). */
  draw(seeds: BetSeeds): Promise<Outcome>;
  /** One player's bet against the outcome, with the moment they acted (crash: the cash-out time), if any. */
  settle(outcome: Outcome, body: z.output<Body>, stake: bigint, actedAtMs: number | null): Settlement;
}

/** Any game of the registry (its rules are methods, so a module with narrower bodies fits). */
export type AnyGame = OneShotGame | StepGame | SharedGame;

/** A typed amount in minor units of `currency` (the limits refuse zero); refuses a malformed one on `field`. */
export function parseStake(amount: string, currency: Currency, field = 'amount'): bigint {
  try {
    return toMinor(amount, currency);
  } catch {
    throw new BetRefused(field, 'amount_invalid', 'Enter an amount like 150 or 150.50');
  }
}
