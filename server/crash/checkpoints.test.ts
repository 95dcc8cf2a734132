import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashCheckpointsAnswer, CrashFairnessAnswer } from '../../contract/api/crash';
import { CHECKPOINT_GAMES, crashPoint, linkToCommitment } from '../../contract/fairness/crash';
import { startTestServer, type TestServer } from '../test/harness';
import { type Chain, ensureChain, gameHash } from './chain';

let server: TestServer;
let chain: Chain;
const SALT = 'checkpoint salt';

beforeAll(async () => {
  server = await startTestServer();
  chain = await ensureChain(server.db, 2 * CHECKPOINT_GAMES + 10, SALT);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** Game `game` as the leader leaves it: busted, or still taking bets. */
async function round(game: number, phase: 'busted' | 'betting') {
  const hash = await gameHash(server.db, chain, game);
  const bust = await crashPoint(hash, SALT);
  await server.db.execute(
    sql`INSERT INTO crash_rounds (chain_id, game, hash, bust, phase, opened_at, running_at, bust_at, busted_at)
        VALUES (${chain.id}, ${game}, ${hash}, ${bust}, ${phase}, 1, 2, 3, ${phase === 'busted' ? 3 : null})`,
  );
  return hash;
}

describe('the published checkpoints', () => {
  it('list every 10,000th game once played, never one still to play; a later round links through them', async () => {
    const get = async () =>
      CrashCheckpointsAnswer.parse((await server.api({ method: 'GET', url: CRASH_API.checkpoints.path })).json()).data;
    expect(await get()).toEqual([]);
    const tenThousandth = await round(CHECKPOINT_GAMES, 'busted');
    await round(CHECKPOINT_GAMES + 1, 'busted');
    await round(2 * CHECKPOINT_GAMES, 'betting');
    expect(await get()).toEqual([{ game: CHECKPOINT_GAMES, hash: tenThousandth }]);

    const fairness = CrashFairnessAnswer.parse(
      (await server.api({ method: 'GET', url: CRASH_API.fairness.path })).json(),
    ).data;
    const later = await gameHash(server.db, chain, CHECKPOINT_GAMES + 7);
    const link = await linkToCommitment({
      hash: later,
      game: CHECKPOINT_GAMES + 7,
      terminatingHash: fairness?.terminating_hash as string,
      checkpoints: new Map((await get()).map((c) => [c.game, c.hash])),
      proven: new Set(),
    });
    expect(link).toEqual({ linked: true, via: CHECKPOINT_GAMES, walked: 7 + CHECKPOINT_GAMES });
  }, 60_000);
});
