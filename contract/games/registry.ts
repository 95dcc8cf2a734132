import { CASES_GAME } from './cases';
import { COINFLIP_GAME } from './coinflip';
import { DICE_GAME } from './dice';
import type { AnyGame, OneShotGame, StepGame } from './game';
import { HILO_GAME } from './hilo';
import { KENO_GAME } from './keno';
import { MINER_GAME } from './miner';
import { ROULETTE_GAME } from './roulette';

/**
 * Every game, each defined once in its module (game.ts says what a module holds). The server's routes and rounds,
 * the worker's demo mode, the published config and `npm run verify` read this list; a new game adds its line.
 */
export const GAMES = [DICE_GAME, COINFLIP_GAME, KENO_GAME, ROULETTE_GAME, CASES_GAME, HILO_GAME, MINER_GAME] as const;

type Registered = (typeof GAMES)[number];
export type GameName = Registered['id'];
export type GameOf<N extends GameName> = Extract<Registered, { id: N }>;
/** Games whose round is settled at once (a bet of their own endpoint, demo mode settles it in the worker). */
export type OneShotName = Extract<Registered, { kind: 'one-shot' }>['id'];
/** One-shot games whose bet is the generic round endpoint (`PLAY_API[name].bet`; not cases: an opening holds an item). */
export type BetName = Exclude<Extract<Registered, { kind: 'one-shot' }>, { ownEndpoint: true }>['id'];
/** Games of several steps (start, step, cash-out). */
export type StepName = Extract<Registered, { kind: 'steps' }>['id'];

export const GAME_NAMES = GAMES.map((game) => game.id) as [GameName, ...GameName[]];

const BY_NAME = new Map<string, AnyGame>(GAMES.map((game) => [game.id, game]));

export function gameOf<N extends GameName>(name: N): GameOf<N> {
  return BY_NAME.get(name) as GameOf<N>;
}

export function isOneShot(game: AnyGame): game is OneShotGame {
  return game.kind === 'one-shot';
}

export function isStepGame(game: AnyGame): game is StepGame {
  return game.kind === 'steps';
}

/** Bumped whenever an engine's rules change; every round stores the version it was played under. */
export const ENGINE_VERSIONS = Object.fromEntries(GAMES.map((game) => [game.id, game.engineVersion])) as Record<
  GameName,
  number
>;
