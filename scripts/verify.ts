/**
 * Recomputes a bet's outcome from its seeds, with the same functions the server and the page's
 * verifier use, for any game of the registry (contract/games/registry.ts):
 *   npm run verify -- --game <game> --server-seed <s> --client-seed <c> --nonce <n> [options]
 * Options: the flags that shape a game's draw, as its module's verifier names them (--mines <n> for miner,
 * --cards <n> for hilo, --case <id> for cases), --json. For a one-shot game, --params '<json>' (the round's `params` as
 * GET bets shows them) and --currency also settle the round by the game's rules: its multiplier and payout.
 */
import { parseArgs } from 'node:util';
import { type BetSeeds, betFloats } from '../contract/fairness/bytes';
import { hashServerSeed } from '../contract/fairness/seeds';
import {
  summarizeOutcome,
  VERIFY_FLAGS,
  type VerifyResult,
  verifyOutcome,
  verifyRequestFromFlags,
} from '../contract/fairness/verify';
import type { OneShotGame } from '../contract/games/game';
import { formatMultiplier } from '../contract/games/multiplier';
import { GAME_NAMES, type GameName, gameOf } from '../contract/games/registry';
import { type VerifyFlags, wholeNumberFlag } from '../contract/games/verifier';
import { type Currency, fromMinor, isCurrency } from '../contract/money';
import { verifyCrash } from './verify-crash';

/** The flags each game's verifier reads (its module says which), e.g. `[--mines <n> (miner)]`. */
const GAME_FLAGS = Object.entries(VERIFY_FLAGS).map(([name, usage]) => `[--${name} ${usage}]`);

const USAGE = `Usage: npm run verify -- --game <${GAME_NAMES.join('|')}> --server-seed <s> --client-seed <c> --nonce <n>
  ${GAME_FLAGS.join('  ')}
  [--params '<json>' [--currency RUB]] (one-shot games: settle the round)  [--json]
       npm run verify -- --game crash --hash <game hash hex> --salt <salt> [--chain N] [--json]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
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
      ...Object.fromEntries(Object.keys(VERIFY_FLAGS).map((name) => [name, { type: 'string' as const }])),
      params: { type: 'string' },
      currency: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
      hash: { type: 'string' },
      salt: { type: 'string' },
      chain: { type: 'string' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.game === 'crash') return verifyCrash(values, fail);
  const game = values.game as GameName | undefined;
  if (!game || !GAME_NAMES.includes(game)) fail(`--game must be one of ${GAME_NAMES.join(', ')}`);
  const currency = values.currency ?? 'RUB';
  if (!isCurrency(currency)) fail(`--currency must be a currency code, got ${currency}`);
  const serverSeed = values['server-seed'] ?? fail('Missing --server-seed');
  const clientSeed = values['client-seed'] ?? fail('Missing --client-seed');
  let seeds: BetSeeds;
  let result: VerifyResult;
  try {
    seeds = { serverSeed, clientSeed, nonce: wholeNumberFlag({ nonce: values.nonce }, 'nonce') };
    result = await verifyOutcome(seeds, verifyRequestFromFlags(game, values as VerifyFlags));
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
  console.log(`${game} ${clientSeed}:${seeds.nonce}: ${summarizeOutcome(result)}`);
  if (round) console.log(`stake ${round.stake} ${currency}: multiplier ${round.multiplier}, payout ${round.payout}`);
}

await main();
