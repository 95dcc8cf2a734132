import { crashPoint, earlierGames, formatBust, isGameHash } from '../contract/fairness/crash';

/**
 * `npm run verify -- --game crash --hash <hex> --salt <salt> [--chain N] [--json]`: the game's bust with two
 * decimals, and with --chain N the N games played before it (each earlier hash is SHA-256 of the later one's hex).
 */
export async function verifyCrash(
  flags: {
    hash?: string | undefined;
    salt?: string | undefined;
    chain?: string | undefined;
    json?: boolean | undefined;
  },
  fail: (message: string) => never,
): Promise<void> {
  const hash = flags.hash ?? fail('Missing --hash (the game hash, 64 lowercase hex characters)');
  if (!isGameHash(hash)) fail('--hash must be 64 lowercase hex characters');
  const salt = flags.salt ?? fail('Missing --salt (the published salt)');
  const count = flags.chain === undefined ? 0 : Number(flags.chain);
  if (!Number.isSafeInteger(count) || count < 0 || count > 1_000_000)
    fail('--chain must be a whole number up to 1000000');
  const bust = await crashPoint(hash, salt);
  const earlier = await earlierGames(hash, salt, count);
  if (flags.json) {
    const games = [
      { hash, bust: formatBust(bust) },
      ...earlier.map((g) => ({ hash: g.hash, bust: formatBust(g.bust) })),
    ];
    console.log(JSON.stringify({ salt, games }, null, 2));
    return;
  }
  console.log(`crash ${hash}: bust ${formatBust(bust)}`);
  earlier.forEach((game, i) => {
    console.log(`  ${i + 1} earlier ${game.hash}: bust ${formatBust(game.bust)}`);
  });
}
