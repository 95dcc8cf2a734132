import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { VIP_API, VipClaimAnswer, VipStatusAnswer } from '../../contract/api/vip';
import { CURRENCIES, type Currency, fromMinor, scaleFromRub, toMinor } from '../../contract/money';
import { ladderIn } from '../../contract/vip-ladder';
import { ledgerTransactions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await server?.close();
});

async function fundedPlayer(currency: Currency, amount: bigint): Promise<Player> {
  const player = await registerPlayer(server, currency);
  await createWalletService(server.db).credit({
    userId: player.userId,
    currency,
    amountMinor: amount,
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return player;
}

/** A dice bet that wins about half the time: the wager counts either way. */
async function wager(player: Player, amount: string) {
  const res = await server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...player.auth, 'idempotency-key': randomUUID() },
    payload: { amount, target: 5000, direction: 'over' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const status = async (player: Player) => {
  const res = await server.api({ method: 'GET', url: VIP_API.status.path, headers: player.auth });
  expect(res.statusCode, res.body).toBe(200);
  return VipStatusAnswer.parse(res.json()).data;
};
const claim = (player: Player, reward: string) =>
  server.api({ method: 'POST', url: VIP_API.claim.path, headers: player.auth, payload: { reward } });

describe('VIP club levels', () => {
  it.each(CURRENCIES)(
    'reaches level 2 by wagering its threshold in %s, and not one minimum bet before',
    async (currency) => {
      const level2 = ladderIn(currency)[1]?.threshold as bigint;
      const minimumBet = scaleFromRub(100n, currency);
      const player = await fundedPlayer(currency, level2 * 3n);
      expect(await status(player)).toMatchObject({ level: 0, wagered: fromMinor(0n, currency) });

      const half = level2 / 2n;
      await wager(player, fromMinor(half, currency));
      await wager(player, fromMinor(level2 - half - minimumBet, currency));
      const below = await status(player);
      expect(below).toMatchObject({ currency, level: 1, next_threshold: fromMinor(level2, currency) });
      expect(below.wagered).toBe(fromMinor(level2 - minimumBet, currency));

      await wager(player, fromMinor(minimumBet, currency));
      const reached = await status(player);
      expect(reached.level).toBe(2);
      expect(reached.next_threshold).toBe(fromMinor(ladderIn(currency)[2]?.threshold as bigint, currency));
      // Level 2's reward is due once it is reached.
      expect(reached.claimable.level_up.amount).toBe(fromMinor(ladderIn(currency)[1]?.levelUp as bigint, currency));
    },
  );

  it('a refused bet adds nothing to the wagers', async () => {
    const player = await fundedPlayer('RUB', toMinor('50', 'RUB'));
    const res = await server.api({
      method: 'POST',
      url: PLAY_API.dice.bet.path,
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { amount: '500', target: 5000, direction: 'over' },
    });
    expect(res.statusCode).toBe(422);
    expect((await status(player)).wagered).toBe('0.00');
  });
});

describe('VIP rakeback', () => {
  it('pays the rakeback once per day however many claims arrive at once', async () => {
    const player = await fundedPlayer('RUB', toMinor('5000', 'RUB'));
    await wager(player, '1000');
    await wager(player, '1000');
    const before = await status(player);
    expect(before.level).toBe(2);
    // 2000 RUB wagered on dice (1% edge) = 20 RUB of edge; level 2 pays back 10% of it.
    expect(before.claimable.rakeback).toEqual({ amount: '2.00', claimed: false });

    const answers = await Promise.all([1, 2, 3, 4].map(() => claim(player, 'rakeback')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const paid = answers.map((res) => VipClaimAnswer.parse(res.json()).data.paid).sort();
    expect(paid).toEqual(['0.00', '0.00', '0.00', '2.00']);

    const rows = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `vip:rakeback:RUB:${new Date().toISOString().slice(0, 10)}`));
    expect(rows.filter((row) => row.userId === player.userId)).toHaveLength(1);
    const after = await status(player);
    expect(after.claimable.rakeback).toEqual({ amount: '0.00', claimed: true });
    // Wagers after today's claim wait for tomorrow's.
    await wager(player, '1000');
    expect((await claim(player, 'rakeback')).json().data.paid).toBe('0.00');
    await expectBooksBalanced(server);
  });

  it('pays the level-up rewards once, refuses a claim with nothing due, and a bad reward with 422', async () => {
    const player = await fundedPlayer('USD', toMinor('100', 'USD'));
    expect((await claim(player, 'level_up')).statusCode).toBe(422);
    expect((await claim(player, 'weekly')).json()).toMatchObject({ code: 'nothing_to_claim' });
    const bad = await claim(player, 'jackpot');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reward[0]).toMatch(/^reward_invalid:/);

    await wager(player, '10');
    const first = VipClaimAnswer.parse((await claim(player, 'level_up')).json()).data;
    expect(first.paid).toBe('0.50');
    expect(first.status.claimable.level_up.amount).toBe('0.00');
    expect((await claim(player, 'level_up')).statusCode).toBe(422);
    await expectBooksBalanced(server);
  });
});

describe('premium status', () => {
  it('is the join request accepted by the operator', async () => {
    const player = await registerPlayer(server, 'RUB');
    const premium = async () =>
      ProfileAnswer.parse(
        (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: player.auth })).json(),
      ).data.premium.status;
    await server.api({
      method: 'POST',
      url: VIP_API.join.path,
      headers: player.auth,
      payload: { request_type: 'page' },
    });
    expect(await premium()).toBe(false);
    const decided = await server.api({
      method: 'POST',
      url: pathOf(VIP_API.operatorDecision.path, { userId: player.userId, decision: 'accept' }),
      headers: operator,
    });
    expect(decided.statusCode).toBe(200);
    expect(await premium()).toBe(true);
    expect((await status(player)).premium.status).toBe(true);
  });
});
