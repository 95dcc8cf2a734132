import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../contract/api/endpoint';
import { LaunchAnswer, SLOTS_API } from '../../../contract/api/slots';
import { SpinAnswer, STUDIO_API, StudioState } from '../../../contract/api/studio';
import { betFloats } from '../../../contract/fairness/bytes';
import { winOf } from '../../../contract/slots/game';
import { arraySource } from '../../../contract/slots/reels';
import { studioSlot } from '../../../contract/slots/registry';
import { providerRounds, studioRounds, studioSeedPairs } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';
import { expectBooksBalanced, type Player, registerPlayer } from '../../wallet/players.testing';
import { createWalletService, type WalletService } from '../../wallet/service';

let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer();
  wallet = createWalletService(server.db);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function launch(slug: string, mode: 'demo' | 'real', player?: Player): Promise<string> {
  const res = await server.api({
    method: 'POST',
    url: SLOTS_API.launch.path,
    headers: player?.auth ?? {},
    payload: { slug, mode, language: 'en', return_url: '/en/games/slots' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = LaunchAnswer.parse(res.json()).data.url;
  const session = url.split('/').pop() as string;
  expect(url).toBe(pathOf(STUDIO_API.page.path, { session }));
  return session;
}

async function state(session: string) {
  const res = await server.api({ method: 'GET', url: pathOf(STUDIO_API.state.path, { session }) });
  expect(res.statusCode, res.body).toBe(200);
  return StudioState.parse(res.json()).data;
}

function spin(session: string, stake: string, key = randomUUID()) {
  return server.api({
    method: 'POST',
    url: pathOf(STUDIO_API.spin.path, { session }),
    headers: { 'idempotency-key': key },
    payload: { stake },
  });
}

/** The round recomputed from its stored seeds, as a verifier would once the server seed is shown. */
async function recomputed(roundId: number) {
  const [round] = await server.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!round) throw new Error('no round');
  const [pair] = await server.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, round.seedPairId));
  if (!pair) throw new Error('no pair');
  const game = studioSlot(round.gameId);
  if (!game) throw new Error('no game');
  const floats = await betFloats(
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: round.nonce },
    game.maxFloats,
  );
  const outcome = game.play(arraySource(floats));
  return { outcome, win: winOf(game, round.stakeMinor, outcome.units) };
}

describe('the studio behind the adapter', () => {
  it('plays a guest’s demo with play money, nothing in the ledger, each round recomputable from its seeds', async () => {
    const session = await launch('mirror-fortune', 'demo');
    const before = await state(session);
    expect(before.mode).toBe('demo');
    expect(before.balance).toBe('1000000');
    let balance = BigInt(before.balance);
    let net = 0n;
    for (let i = 0; i < 5; i++) {
      const res = await spin(session, '1000');
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance: after, net: position } = SpinAnswer.parse(res.json()).data;
      balance += BigInt(round.win) - 1000n;
      net += BigInt(round.win) - 1000n;
      expect(after).toBe(balance.toString());
      expect(position).toBe(net.toString());
      const again = await recomputed(round.id);
      expect(again.win.toString()).toBe(round.win);
      expect(again.outcome.spin).toEqual(round.spin);
      expect(round.nonce).toBe(i);
    }
    expect((await state(session)).net).toBe(net.toString());
  });

  it('plays a player’s real spin through the casino’s wallet: cash follows the stake and the win, a resend moves nothing', async () => {
    const player = await registerPlayer(server, 'RUB');
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 50_000n,
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    const session = await launch('lucky-sevens', 'real', player);
    expect((await state(session)).balance).toBe('50000');
    let cash = 50_000n;
    const key = randomUUID();
    const res = await spin(session, '2000', key);
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = SpinAnswer.parse(res.json()).data;
    cash += BigInt(round.win) - 2000n;
    expect(balance).toBe(cash.toString());
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(cash);
    const [casinoRound] = await server.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.roundId, String(round.id)));
    expect(casinoRound).toMatchObject({ userId: player.userId, stakedMinor: 2000n, wonMinor: BigInt(round.win) });
    const resent = await spin(session, '2000', key);
    expect(SpinAnswer.parse(resent.json()).data.round).toEqual(round);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(cash);
  });

  it('refuses a real spin the cash does not cover, and moves nothing', async () => {
    const player = await registerPlayer(server, 'RUB');
    const session = await launch('jade-ways', 'real', player);
    const res = await spin(session, '1000');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.stake[0]).toMatch(/^insufficient_funds:/);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(0n);
  });

  it('asks a guest to sign in for real money, and refuses a stake it does not offer', async () => {
    const res = await server.api({
      method: 'POST',
      url: SLOTS_API.launch.path,
      payload: { slug: 'mirror-fortune', mode: 'real', language: 'en', return_url: '/' },
    });
    expect(res.statusCode).toBe(401);
    const session = await launch('mirror-fortune', 'demo');
    expect((await spin(session, '1234')).statusCode).toBe(422);
  });
});
