/**
 * Recomputes a bet's outcome from its seeds, with the same functions the server and the page's
 * verifier use:
 *   npm run verify -- --game <game> --server-seed <s> --client-seed <c> --nonce <n> [options]
 * Options: --mines <1..24> (miner), --cards <n> (hilo, default 10), --case <id> (cases: the item
 * from the case's current ranges), --json.
 */
import { parseArgs } from 'node:util';
import { hashServerSeed } from '../contract/fairness/seeds';
import { VERIFY_GAMES, type VerifyGame, type VerifyRequest, verifyOutcome } from '../contract/fairness/verify';
import { findCase } from '../contract/games/cases';
import { formatDiceRoll } from '../contract/games/dice';

const USAGE = `Usage: npm run verify -- --game <${VERIFY_GAMES.join('|')}> --server-seed <s> --client-seed <c> --nonce <n>
  [--mines <1..24>] (miner)  [--cards <n>] (hilo, default 10)  [--case <id>] (cases)  [--json]`;

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
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const game = values.game as VerifyGame | undefined;
  if (!game || !VERIFY_GAMES.includes(game)) fail(`--game must be one of ${VERIFY_GAMES.join(', ')}`);
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
  if (values.json) {
    const bigintAsString = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
    console.log(JSON.stringify({ ...seeds, serverSeedHash, result }, bigintAsString, 2));
    return;
  }
  console.log(`server seed hash ${serverSeedHash}`);
  console.log(`${game} ${clientSeed}:${nonce}: ${summary(result)}`);
}

await main();
