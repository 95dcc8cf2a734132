/**
 * Each game of the registry (contract/games/registry.ts) as a round of the service: the module's rules decide
 * (checks, stake, draw, settlement, steps), the service stores the round and moves its money. The rules' refusals
 * become this server's answers (BetRefused: 422; RoundConflict: its 409 or 404). The HTTP layer (routes.ts) only
 * parses and answers.
 */
import type { z } from 'zod';
import type { HeldItem } from '../../contract/api/games';
import { betFloats } from '../../contract/fairness/bytes';
import { CASES_GAME, type CaseOpenBody } from '../../contract/games/cases';
import type { Json, OneShotGame, OpenRound, StepGame } from '../../contract/games/game';
import { BP } from '../../contract/games/multiplier';
import { BetRefused, RoundConflict } from '../../contract/games/refusal';
import { type BetName, type GameName, type GameOf, gameOf, type StepName } from '../../contract/games/registry';
import { toMinor } from '../../contract/money';
import { gameCaseItems } from '../db/schema';
import { HttpError, ValidationError } from '../lib/http-error';
import { type BetRow, type GamesService, heldItemView, type NewRound } from './service';

function asAnswer(error: unknown): never {
  if (error instanceof BetRefused) throw new ValidationError({ [error.field]: [`${error.code}: ${error.text}`] });
  if (error instanceof RoundConflict) throw new HttpError(error.status, error.code, error.text);
  throw error;
}

/** Runs a rule of the contract; its refusal becomes this server's answer. */
function underRules<T>(rule: () => T): T {
  try {
    const result = rule();
    return (result instanceof Promise ? result.catch(asAnswer) : result) as T;
  } catch (error) {
    return asAnswer(error);
  }
}

/** What every new round of a registry game has: its choices checked before anything happens, stake and config. */
function roundOf(game: OneShotGame | StepGame, body: unknown): Omit<NewRound, 'settle'> {
  underRules(() => game.check?.(body));
  return {
    game: game.id as GameName,
    limit: game.limit,
    params: game.params(body),
    stake: (currency) => underRules(() => game.stake(body, currency)),
    config: (currency) => underRules(() => game.roundConfig(body, currency)),
  };
}

/** A one-shot game's round, settled from the draw. */
export function oneShotRound(game: OneShotGame, body: unknown): NewRound {
  return {
    ...roundOf(game, body),
    async settle(seeds, stake, currency) {
      const floats = await betFloats(seeds, game.floats(body));
      return underRules(() => game.settle(floats, body, stake, currency));
    },
  };
}

/** A step game's new round: it starts `active` with its private state. */
function startRound(game: StepGame, body: unknown): NewRound {
  return {
    ...roundOf(game, body),
    async settle(seeds) {
      const { state, outcome } = await underRules(() => game.start(seeds, body));
      return { outcome, multiplier: BP, payout: 0n, status: 'active', state: state as Json };
    },
  };
}

const openRound = (row: BetRow): OpenRound<never> => ({
  state: row.state as never,
  running: Number(row.multiplier_bp),
  stake: BigInt(row.amount_minor),
});

export function createRounds(games: GamesService) {
  return {
    /** A one-shot round (dice, coinflip, keno, roulette …). */
    bet<N extends BetName>(name: N, userId: number, key: string, body: z.output<GameOf<N>['body']>) {
      return games.play(userId, key, oneShotRound(gameOf(name) as OneShotGame, body));
    },

    /** A one-shot round paid by a spin of a free-spins campaign (the round's params name it). */
    freeBet<N extends BetName>(
      name: N,
      userId: number,
      key: string,
      campaign: number,
      body: z.output<GameOf<N>['body']>,
    ) {
      const round = oneShotRound(gameOf(name) as OneShotGame, body);
      return games.play(userId, key, { ...round, params: { ...round.params, free_bet: campaign }, freeBet: campaign });
    },

    async openCase(userId: number, key: string, body: CaseOpenBody) {
      let item: HeldItem | null = null;
      const result = await games.play(userId, key, {
        ...oneShotRound(CASES_GAME as OneShotGame, body),
        async after(runner, bet, decision) {
          const won = decision.outcome.item as { id: string; name: string; value: string };
          const [row] = await runner
            .insert(gameCaseItems)
            .values({
              userId,
              betId: bet.id,
              caseId: body.case_id,
              itemId: won.id,
              name: won.name,
              currency: bet.currency,
              valueMinor: toMinor(won.value, bet.currency),
            })
            .returning();
          if (row) item = heldItemView(row);
        },
      });
      if (!item) {
        const items = await games.caseItems(userId);
        item = items.find((held) => held.bet_id === Number(result.row.id)) ?? null;
      }
      if (!item) throw new Error('A case opening without its item');
      return { ...result, item };
    },

    start<N extends StepName>(name: N, userId: number, key: string, body: z.output<GameOf<N>['body']>) {
      return games.play(userId, key, startRound(gameOf(name) as StepGame, body));
    },

    step<N extends StepName>(name: N, userId: number, key: string | null, body: z.output<GameOf<N>['stepBody']>) {
      const game = gameOf(name) as StepGame;
      const request = { version: (body as { version: number }).version, move: game.move(body), key };
      return games.advance(userId, name, request, async (row, seeds) => {
        const next = await underRules(() => game.step(seeds, openRound(row), body));
        return {
          outcome: next.outcome,
          multiplier: next.multiplier,
          payout: next.payout,
          status: next.ended ? 'settled' : 'active',
          state: next.state as Json,
        };
      });
    },

    cashout(name: StepName, userId: number, key: string | null, version: number) {
      const game = gameOf(name) as StepGame;
      return games.advance(userId, name, { version, move: { cashout: true }, key }, async (row) => ({
        ...underRules(() => game.cashout(openRound(row))),
        state: row.state ?? {},
      }));
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
