/**
 * Each game as a round of the service: what it stores (params, config snapshot), how it settles (engines.ts),
 * and the steps of the multi-step games. The HTTP layer (routes.ts) only parses and answers.
 */
import type {
  CoinflipBetBody,
  DiceBetBody,
  HeldItem,
  KenoBetBody,
  MinerStartBody,
  RouletteBetBody,
} from '../../contract/api/games';
import { COINFLIP } from '../../contract/games/coinflip';
import { DICE } from '../../contract/games/dice';
import { HILO, type HiloMove, type HiloState, hiloOutcome } from '../../contract/games/hilo';
import { MINER, type MinerState, minerCanCashOut, minerOutcome } from '../../contract/games/miner';
import { BP, payoutMinor } from '../../contract/games/multiplier';
import { ROULETTE } from '../../contract/games/roulette';
import { fromMinor, toMinor } from '../../contract/money';
import { gameCaseItems } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { caseSnapshot, findLocalCase } from './catalogue';
import {
  checkDice,
  checkKeno,
  checkRoulette,
  kenoConfigFor,
  settleCase,
  settleCoinflip,
  settleDice,
  settleKeno,
  settleRoulette,
  startHilo,
  startMiner,
  stepHilo,
  stepMiner,
} from './engines';
import { type BetRow, type Decision, type GamesService, heldItemView, parseStake } from './service';

export function createRounds(games: GamesService) {
  return {
    dice(userId: number, key: string, body: DiceBetBody) {
      const bet = { direction: body.direction, target: body.target };
      checkDice(bet);
      return games.play(userId, key, {
        game: 'dice',
        limit: 'dice',
        params: { amount: body.amount, ...bet },
        stake: (currency) => parseStake(body.amount, currency),
        config: () => DICE,
        settle: (seeds, stake) => settleDice(seeds, stake, bet),
      });
    },

    coinflip(userId: number, key: string, body: CoinflipBetBody) {
      return games.play(userId, key, {
        game: 'coinflip',
        limit: 'coinflip',
        params: { amount: body.amount, side: body.side },
        stake: (currency) => parseStake(body.amount, currency),
        config: () => COINFLIP,
        settle: (seeds, stake) => settleCoinflip(seeds, stake, body.side),
      });
    },

    keno(userId: number, key: string, body: KenoBetBody) {
      checkKeno(body);
      const config = kenoConfigFor(body.risk, body.picks.length);
      return games.play(userId, key, {
        game: 'keno',
        limit: 'keno',
        params: { amount: body.amount, risk: body.risk, picks: body.picks },
        stake: (currency) => parseStake(body.amount, currency),
        config: () => config,
        settle: (seeds, stake) => settleKeno(seeds, stake, body, config.paytable),
      });
    },

    roulette(userId: number, key: string, body: RouletteBetBody) {
      checkRoulette(body.chips);
      return games.play(userId, key, {
        game: 'roulette',
        limit: 'roulette',
        params: { chips: body.chips },
        stake: (currency) =>
          body.chips.reduce((sum, chip, i) => sum + parseStake(chip.amount, currency, `chips.${i}.amount`), 0n),
        config: () => ROULETTE,
        settle: (seeds, _stake, currency) =>
          settleRoulette(
            seeds,
            body.chips.map((chip) => ({ bet: chip.bet, amountMinor: parseStake(chip.amount, currency) })),
            currency,
          ),
      });
    },

    async openCase(userId: number, key: string, caseId: string) {
      let item: HeldItem | null = null;
      const result = await games.play(userId, key, {
        game: 'cases',
        limit: null,
        params: { case_id: caseId },
        stake: (currency) => {
          const config = findLocalCase(caseId, currency);
          if (!config) throw new HttpError(404, 'case_not_found', 'No such case');
          return config.price;
        },
        config: (currency) => caseSnapshot(findLocalCase(caseId, currency) ?? never()),
        async settle(seeds, _stake, currency) {
          const config = findLocalCase(caseId, currency) ?? never();
          const { roll, item: won } = await settleCase(seeds, config);
          return {
            outcome: { roll, item: { id: won.id, name: won.name, value: fromMinor(won.value, currency) } },
            // The opening pays nothing now: the item is held until the player sells it.
            multiplier: Number((won.value * BigInt(BP)) / config.price),
            payout: 0n,
          };
        },
        async after(runner, bet, decision) {
          const won = decision.outcome.item as { id: string; name: string; value: string };
          const value = toMinor(won.value, bet.currency);
          const [row] = await runner
            .insert(gameCaseItems)
            .values({
              userId,
              betId: bet.id,
              caseId,
              itemId: won.id,
              name: won.name,
              currency: bet.currency,
              valueMinor: value,
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

    hiloStart(userId: number, key: string, body: { amount: string }) {
      return games.play(userId, key, {
        game: 'hilo',
        limit: 'hilo',
        params: { amount: body.amount },
        stake: (currency) => parseStake(body.amount, currency),
        config: () => HILO,
        async settle(seeds): Promise<Decision> {
          const state = await startHilo(seeds);
          return {
            outcome: hiloOutcome(state, BP, false),
            multiplier: BP,
            payout: 0n,
            status: 'active',
            state: state as unknown as Record<string, unknown>,
          };
        },
      });
    },

    hiloStep(userId: number, key: string | null, body: { guess: HiloMove; version: number }) {
      const request = { version: body.version, move: { guess: body.guess }, key };
      return games.advance(userId, 'hilo', request, async (row, seeds) => {
        const state = row.state as unknown as HiloState;
        const running = Number(row.multiplier_bp);
        const next = await stepHilo(seeds, state, running, body.guess);
        return {
          outcome: hiloOutcome(next.state, next.multiplier, next.lost),
          multiplier: next.multiplier,
          payout: 0n,
          status: next.lost ? 'settled' : 'active',
          state: next.state as unknown as Record<string, unknown>,
        };
      });
    },

    minerStart(userId: number, key: string, body: MinerStartBody) {
      return games.play(userId, key, {
        game: 'miner',
        limit: 'miner',
        params: { amount: body.amount, mines: body.mines },
        stake: (currency) => parseStake(body.amount, currency),
        config: () => MINER,
        async settle(seeds): Promise<Decision> {
          const state = await startMiner(seeds, body.mines);
          return {
            outcome: minerOutcome(state, false),
            multiplier: BP,
            payout: 0n,
            status: 'active',
            state: state as unknown as Record<string, unknown>,
          };
        },
      });
    },

    minerStep(userId: number, key: string | null, body: { tile: number; version: number }) {
      const request = { version: body.version, move: { tile: body.tile }, key };
      return games.advance(userId, 'miner', request, async (row) => {
        const state = row.state as unknown as MinerState;
        const next = stepMiner(state, body.tile);
        const ended = next.lost || next.cleared;
        return {
          outcome: minerOutcome(next.state, ended),
          multiplier: next.multiplier,
          payout: next.cleared ? payoutMinor(BigInt(row.amount_minor), next.multiplier) : 0n,
          status: ended ? 'settled' : 'active',
          state: next.state as unknown as Record<string, unknown>,
        };
      });
    },

    cashout(userId: number, game: 'hilo' | 'miner', key: string | null, version: number) {
      return games.advance(userId, game, { version, move: { cashout: true }, key }, async (row: BetRow) => {
        const multiplier = Number(row.multiplier_bp);
        if (game === 'miner') {
          const state = row.state as unknown as MinerState;
          if (!minerCanCashOut(state)) throw new HttpError(409, 'nothing_to_cash_out', 'Open a tile first');
          return {
            outcome: minerOutcome(state, true),
            multiplier,
            payout: payoutMinor(BigInt(row.amount_minor), multiplier),
            state: row.state ?? {},
          };
        }
        const state = row.state as unknown as HiloState;
        return {
          outcome: hiloOutcome(state, multiplier, true),
          multiplier,
          payout: payoutMinor(BigInt(row.amount_minor), multiplier),
          state: row.state ?? {},
        };
      });
    },
  };
}

function never(): never {
  throw new HttpError(404, 'case_not_found', 'No such case');
}
