/**
 * Recomputes a bet's outcome from its seeds, with the same functions the server and the page's
 * verifier use, for any game of the registry (contract/games/registry.ts):
 *   npm run verify -- --game <game> --server-seed <s> --client-seed <c> --nonce <n> [options]
 * Options: --mines <n> (miner), --cards <n> (hilo, default 10), --case <id> (cases: the item
 * from the case's current ranges), --json. For a one-shot game, --params '<json>' (the round's `params` as
 * GET bets shows them) and --currency also settle the round by the game's rules: its multiplier and payout.
 */
import { parseArgs } from 'node:util';
import { betFloats } from '../contract/fairness/bytes';
import { hashServerSeed } from '../contract/fairness/seeds';
import { type VerifyGame, type VerifyRequest, verifyOutcome } from '../contract/fairness/verify';
import { findCase } from '../contract/games/cases';
import { formatDiceRoll } from '../contract/games/dice';
import type { OneShotGame } from '../contract/games/game';
import { formatMultiplier } from '../contract/games/multiplier';
import { GAME_NAMES, type GameName, gameOf } from '../contract/games/registry';
import { type Currency, fromMinor, isCurrency } from '../contract/money';

const USAGE = `Usage: npm run verify -- --game <${GAME_NAMES.join('|')}> --server-seed <s> --client-seed <c> --nonce <n>
  [--mines <n>] (miner)  [--cards <n>] (hilo, default 10)  [--case <id>] (cases)
  [--params '<json>' [--currency RUB]] (one-shot games: settle the round)  [--json]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function integer(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) fail(`Missing --${name}`);
    return fallback;
  }
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, got ${value}`);
  return Number(value);
}

function request(game: VerifyGame, values: Record<string, string | boolean | undefined>): VerifyRequest {
  switch (game) {
    case 'miner':
      return { game, mines: integer('mines', values.mines as string | undefined) };
    case 'hilo':
      return { game, cards: integer('cards', values.cards as string | undefined, 10) };
    case 'cases': {
      const id = values.case as string | undefined;
      if (id === undefined) return { game };
      const config = findCase(id);
      if (!config) fail(`Unknown case ${id}`);
      return { game, items: config.items };
    }
    default:
      return { game };
  }
}

function summary(result: Awaited<ReturnType<typeof verifyOutcome>>): string {
  switch (result.game) {
    case 'dice':
      return `roll ${formatDiceRoll(result.roll)}`;
    case 'roulette':
      return `pocket ${result.pocket}`;
    case 'keno':
      return `drawn ${result.drawn.join(', ')}`;
    case 'miner': {
      const board = Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: 5 }, (_, column) => (result.mines.includes(row * 5 + column) ? '*' : '.')).join(' '),
      );
      return `mines at tiles ${result.mines.join(', ')} (0..24, left to right, top to bottom)\n${board.join('\n')}`;
    }
    case 'hilo':
      return `cards ${result.cards.map((card, step) => `${step}:${card.label}`).join(' ')}`;
    case 'coinflip':
      return result.side;
    case 'cases':
      return `roll ${result.roll}${result.item ? ` -> ${result.item.name} (${result.item.from}..${result.item.to})` : ''}`;
  }
}

/** A one-shot round settled again by its game's rules, from its stored params. */
async function settleAgain(
  game: GameName,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  params: string,
  currency: Currency,
) {
  const rules = gameOf(game);
  if (rules.kind !== 'one-shot') fail(`--params settles one-shot games only; ${game} is played in steps`);
  const oneShot = rules as OneShotGame;
  let body: unknown;
  try {
    body = oneShot.body.parse(JSON.parse(params));
  } catch (error) {
    fail(`--params is not a ${game} bet: ${error instanceof Error ? error.message : String(error)}`);
  }
  let stake: bigint;
  try {
    oneShot.check?.(body);
    stake = oneShot.stake(body, currency);
  } catch (error) {
    fail(`The rules refuse this bet: ${error instanceof Error ? error.message : String(error)}`);
  }
  const settled = oneShot.settle(await betFloats(seeds, oneShot.floats(body)), body, stake, currency);
  return {
    stake: fromMinor(stake, currency),
    multiplier: formatMultiplier(settled.multiplier),
    payout: fromMinor(settled.payout, currency),
    outcome: settled.outcome,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      'server-seed': { type: 'string' },
      'client-seed': { type: 'string' },
      nonce: { type: 'string' },
      mines: { type: 'string' },
      cards: { type: 'string' },
      case: { type: 'string' },
      params: { type: 'string' },
      currency: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const game = values.game as (GameName & VerifyGame) | undefined;
  if (!game || !GAME_NAMES.includes(game)) fail(`--game must be one of ${GAME_NAMES.join(', ')}`);
  const currency = values.currency ?? 'RUB';
  if (!isCurrency(currency)) fail(`--currency must be a currency code, got ${currency}`);
  const serverSeed = values['server-seed'] ?? fail('Missing --server-seed');
  const clientSeed = values['client-seed'] ?? fail('Missing --client-seed');
  const nonce = integer('nonce', values.nonce);

  const seeds = { serverSeed, clientSeed, nonce };
  let result: Awaited<ReturnType<typeof verifyOutcome>>;
  try {
    result = await verifyOutcome(seeds, request(game, values));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const serverSeedHash = await hashServerSeed(serverSeed);
  const round = values.params === undefined ? undefined : await settleAgain(game, seeds, values.params, currency);
  if (values.json) {
    const bigintAsString = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
    console.log(JSON.stringify({ ...seeds, serverSeedHash, result, ...(round ? { round } : {}) }, bigintAsString, 2));
    return;
  }
  console.log(`server seed hash ${serverSeedHash}`);
  console.log(`${game} ${clientSeed}:${nonce}: ${summary(result)}`);
  if (round) console.log(`stake ${round.stake} ${currency}: multiplier ${round.multiplier}, payout ${round.payout}`);
}

await main();
