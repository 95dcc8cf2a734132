import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_API } from '../../contract/api/bonus';
import { pathOf } from '../../contract/api/endpoint';
import { SIGNATURE_HEADER, SLOTS_API, WalletAnswer } from '../../contract/api/slots';
import { bonusGrants, providerSessions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService, type WalletService } from '../wallet/service';
import { grantBonus, grantFreeSpins, grantRow, spinWins } from './bonus.testing';
import { providerSecret, STUDIO_PROVIDER, signBody } from './providers';

let server: TestServer;
let wallet: WalletService;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  wallet = createWalletService(server.db);
  secret = await providerSecret(server.db, STUDIO_PROVIDER);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

/** A player with `amount` minor units of cash and a real-money session of the studio (its token). */
async function playerWithSession(amount: bigint): Promise<Player & { token: string; session: string }> {
  const player = await registerPlayer(server, 'RUB');
  if (amount > 0n) {
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: amount,
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
  }
  const session = randomUUID();
  await server.db.insert(providerSessions).values({
    token: session,
    provider: STUDIO_PROVIDER,
    userId: player.userId,
    gameId: 'mirror-fortune',
    currency: 'RUB',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { ...player, session };
}

type CallName = 'balance' | 'bet' | 'win' | 'rollback';

/** A provider's call: the body signed with `key` (the provider's secret unless given). */
async function call(name: CallName, body: object, key = secret): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const res = await server.api({
    method: 'POST',
    url: pathOf(SLOTS_API[name].path, { provider: STUDIO_PROVIDER }),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(key, raw) },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return WalletAnswer.parse(res.json());
}

const cash = async (player: Player) => (await wallet.balances(player.userId, 'RUB')).cash;

function bet(session: string, tx: string, round: string, amount: string, freeSpins?: number, game = 'mirror-fortune') {
  return call('bet', {
    session,
    transaction_id: tx,
    round_id: round,
    game_id: game,
    amount,
    currency: 'RUB',
    ...(freeSpins === undefined ? {} : { free_spins_id: String(freeSpins) }),
  });
}
function win(session: string, tx: string, round: string, amount: string) {
  return call('win', {
    session,
    transaction_id: tx,
    round_id: round,
    game_id: 'mirror-fortune',
    amount,
    currency: 'RUB',
  });
}
function rollback(session: string, tx: string, round: string, reference: string) {
  return call('rollback', { session, transaction_id: tx, round_id: round, reference_transaction_id: reference });
}

describe('provider wallet calls', () => {
  it('answers the balance, then a bet and a win move the cash through the ledger', async () => {
    const p = await playerWithSession(100_000n);
    expect(await call('balance', { session: p.session })).toEqual({
      status: 'OK',
      balance: '100000',
      currency: 'RUB',
      free_spins: [],
    });
    const round = randomUUID();
    const placed = await bet(p.session, `b-${round}`, round, '1000');
    expect(placed).toMatchObject({ status: 'OK', balance: '99000', currency: 'RUB' });
    const paid = await win(p.session, `w-${round}`, round, '2500');
    expect(paid).toMatchObject({ status: 'OK', balance: '101500' });
    expect(await cash(p)).toBe(101_500n);
  });

  it('refuses a call whose signature is not the body’s, and moves nothing', async () => {
    const p = await playerWithSession(10_000n);
    const round = randomUUID();
    const body = {
      session: p.session,
      transaction_id: `b-${round}`,
      round_id: round,
      game_id: 'mirror-fortune',
      amount: '1000',
      currency: 'RUB',
    };
    expect(await call('bet', body, 'not-the-secret')).toEqual({ status: 'INVALID_SIGNATURE' });
    // A body changed after signing: the signature of the original does not cover it.
    const raw = JSON.stringify(body);
    const res = await server.api({
      method: 'POST',
      url: pathOf(SLOTS_API.bet.path, { provider: STUDIO_PROVIDER }),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
      payload: raw.replace('"1000"', '"9000"'),
    });
    expect(WalletAnswer.parse(res.json())).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await cash(p)).toBe(10_000n);
  });

  it('answers a replayed bet with its first answer and debits once; the same id with another body is DUPLICATE', async () => {
    const p = await playerWithSession(10_000n);
    const round = randomUUID();
    const first = await bet(p.session, `b-${round}`, round, '1000');
    const again = await bet(p.session, `b-${round}`, round, '1000');
    expect(again).toEqual(first);
    expect(await cash(p)).toBe(9_000n);
    expect(await bet(p.session, `b-${round}`, round, '2000')).toMatchObject({ status: 'DUPLICATE' });
    const paid = await win(p.session, `w-${round}`, round, '500');
    expect(await win(p.session, `w-${round}`, round, '500')).toEqual(paid);
    expect(await cash(p)).toBe(9_500n);
  });

  it('records a rollback of a bet it never received, and refuses that bet when it arrives', async () => {
    const p = await playerWithSession(10_000n);
    const round = randomUUID();
    expect(await rollback(p.session, `r-${round}`, round, `b-${round}`)).toMatchObject({
      status: 'OK',
      balance: '10000',
    });
    expect(await bet(p.session, `b-${round}`, round, '1000')).toMatchObject({
      status: 'TRANSACTION_ROLLED_BACK',
      balance: '10000',
    });
    expect(await cash(p)).toBe(10_000n);
  });

  it('rolls back a bet once (the stake comes back), and refuses to roll back a bet of a round already paid', async () => {
    const p = await playerWithSession(10_000n);
    const round = randomUUID();
    await bet(p.session, `b-${round}`, round, '1000');
    expect(await rollback(p.session, `r-${round}`, round, `b-${round}`)).toMatchObject({
      status: 'OK',
      balance: '10000',
    });
    expect(await rollback(p.session, `r2-${round}`, round, `b-${round}`)).toMatchObject({
      status: 'OK',
      balance: '10000',
    });
    expect(await win(p.session, `w-${round}`, round, '3000')).toMatchObject({ status: 'UNKNOWN_ROUND' });
    expect(await cash(p)).toBe(10_000n);

    const paidRound = randomUUID();
    await bet(p.session, `b-${paidRound}`, paidRound, '1000');
    await win(p.session, `w-${paidRound}`, paidRound, '3000');
    expect(await rollback(p.session, `r-${paidRound}`, paidRound, `b-${paidRound}`)).toMatchObject({
      status: 'ROUND_CLOSED',
    });
    expect(await cash(p)).toBe(12_000n);
  });

  it('refuses a bet the cash does not cover, and a win of a round it never saw', async () => {
    const p = await playerWithSession(500n);
    const round = randomUUID();
    expect(await bet(p.session, `b-${round}`, round, '1000')).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '500',
      currency: 'RUB',
    });
    expect(await win(p.session, `w-${round}`, round, '1000')).toMatchObject({ status: 'UNKNOWN_ROUND' });
    expect(await cash(p)).toBe(500n);
  });

  it('refuses a bet after the session expired, but still pays the win and takes the rollback', async () => {
    const p = await playerWithSession(10_000n);
    const round = randomUUID();
    await bet(p.session, `b-${round}`, round, '1000');
    const late = randomUUID();
    await bet(p.session, `b-${late}`, late, '1000');
    await server.db
      .update(providerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(providerSessions.token, p.session));
    expect(await bet(p.session, `b2-${round}`, round, '1000')).toMatchObject({ status: 'SESSION_EXPIRED' });
    expect(await win(p.session, `w-${round}`, round, '4000')).toMatchObject({ status: 'OK', balance: '12000' });
    expect(await rollback(p.session, `r-${late}`, late, `b-${late}`)).toMatchObject({ status: 'OK', balance: '13000' });
  });

  it('a bet and its rollback sent at once: either the bet is refused or it is refunded; never both kept', async () => {
    for (let i = 0; i < 6; i++) {
      const p = await playerWithSession(10_000n);
      const round = randomUUID();
      const [placed, undone] = await Promise.all([
        bet(p.session, `b-${round}`, round, '1000'),
        rollback(p.session, `r-${round}`, round, `b-${round}`),
      ]);
      expect(undone.status).toBe('OK');
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(placed.status);
      expect(await cash(p)).toBe(10_000n);
      // Whatever the order, a later resend of the bet keeps it undone.
      const resent = await bet(p.session, `b-${round}`, round, '1000');
      expect(await cash(p)).toBe(10_000n);
      expect(resent.status).toBe(placed.status);
    }
  });
});

describe('free spins through the wallet calls', () => {
  const bonusOf = async (player: Player) => (await wallet.balances(player.userId, 'RUB')).bonus;

  it('lists the campaigns of the session’s game, spends one spin per bet (a replay or a racing copy spends none), and pays the win to the bonus balance under wagering', async () => {
    const p = await playerWithSession(10_000n);
    const campaign = await grantFreeSpins(server, p, { game: 'mirror-fortune', spins: 2, value: '5', wager: 3 });
    await grantFreeSpins(server, p, { game: 'jade-ways', spins: 4, value: '5' });
    expect(await call('balance', { session: p.session })).toEqual({
      status: 'OK',
      balance: '10000',
      currency: 'RUB',
      free_spins: [{ id: String(campaign), spins_left: 2, value: '500' }],
    });

    // The same bet sent twice at once, then again: one spin spent, one answer.
    const round = randomUUID();
    const [first, racing] = await Promise.all([
      bet(p.session, `b-${round}`, round, '0', campaign),
      bet(p.session, `b-${round}`, round, '0', campaign),
    ]);
    expect(first).toMatchObject({ status: 'OK', balance: '10000', free_spin_value: '500' });
    expect(racing).toEqual(first);
    expect(await bet(p.session, `b-${round}`, round, '0', campaign)).toEqual(first);
    expect((await grantRow(server, campaign)).spinsLeft).toBe(1);

    // The win is bonus money: cash untouched, a bonus of its own to wager three times.
    const paid = await win(p.session, `w-${round}`, round, '1234');
    expect(paid).toMatchObject({ status: 'OK', balance: '10000', bonus_balance: '1234' });
    expect(await win(p.session, `w-${round}`, round, '1234')).toEqual(paid);
    expect(await cash(p)).toBe(10_000n);
    expect(await bonusOf(p)).toBe(1_234n);
    expect(await spinWins(server, p)).toMatchObject([
      { status: 'active', amountMinor: 1_234n, requiredMinor: 3n * 1_234n, wageredMinor: 0n },
    ]);

    // The last spin (no win), then the campaign is spent: refused, with why.
    const last = randomUUID();
    expect(await bet(p.session, `b-${last}`, last, '0', campaign)).toMatchObject({ status: 'OK' });
    expect(await grantRow(server, campaign)).toMatchObject({ spinsLeft: 0, status: 'completed' });
    const more = randomUUID();
    expect(await bet(p.session, `b-${more}`, more, '0', campaign)).toMatchObject({
      status: 'BET_REFUSED',
      reason: 'free_bet_unavailable: This free-spins campaign has no spins left',
      balance: '10000',
    });
    expect((await call('balance', { session: p.session })).free_spins).toEqual([]);
    expect(await cash(p)).toBe(10_000n);
  });

  it('refuses a cancelled, an expired, another game’s, another player’s campaign and a free spin with money, each with its reason, and writes nothing', async () => {
    const p = await playerWithSession(10_000n);
    const other = await playerWithSession(0n);
    const cancelled = await grantFreeSpins(server, p, { game: 'mirror-fortune', spins: 3, value: '5' });
    const res = await server.api({
      method: 'PUT',
      url: pathOf(BONUS_API.cancelFreeSpins.path, { id: cancelled }),
      headers: p.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expired = await grantFreeSpins(server, p, { game: 'mirror-fortune', spins: 3, value: '5' });
    await server.db
      .update(bonusGrants)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(bonusGrants.id, expired));
    const elsewhere = await grantFreeSpins(server, p, { game: 'jade-ways', spins: 3, value: '5' });
    const usable = await grantFreeSpins(server, p, { game: 'mirror-fortune', spins: 3, value: '5' });
    const refusals: [number, string, string, Player & { session: string }][] = [
      [cancelled, '0', 'free_bet_unavailable: This free-spins campaign was cancelled', p],
      [expired, '0', 'free_bet_unavailable: This free-spins campaign has expired', p],
      [elsewhere, '0', 'free_bet_game: This free-spins campaign is for jade-ways', p],
      [usable, '0', 'free_bet_unavailable: No such free-spins campaign', other],
      [usable, '500', 'free_spin_amount: A free spin stakes no money: its amount is 0', p],
    ];
    for (const [campaign, amount, reason, who] of refusals) {
      const round = randomUUID();
      expect(await bet(who.session, `b-${round}`, round, amount, campaign)).toMatchObject({
        status: 'BET_REFUSED',
        reason,
      });
    }
    expect((await grantRow(server, usable)).spinsLeft).toBe(3);
    expect(await cash(p)).toBe(10_000n);
    expect(await call('balance', { session: p.session })).toMatchObject({
      free_spins: [{ id: String(usable), spins_left: 3, value: '500' }],
    });
  });

  it('gives the spin back to its campaign when the provider rolls the free spin’s bet back', async () => {
    const p = await playerWithSession(0n);
    const campaign = await grantFreeSpins(server, p, { game: 'mirror-fortune', spins: 1, value: '5' });
    const round = randomUUID();
    expect(await bet(p.session, `b-${round}`, round, '0', campaign)).toMatchObject({ status: 'OK' });
    expect(await grantRow(server, campaign)).toMatchObject({ spinsLeft: 0, status: 'completed' });
    expect(await rollback(p.session, `r-${round}`, round, `b-${round}`)).toMatchObject({ status: 'OK' });
    expect(await rollback(p.session, `r2-${round}`, round, `b-${round}`)).toMatchObject({ status: 'OK' });
    expect(await grantRow(server, campaign)).toMatchObject({ spinsLeft: 1, status: 'open' });
    expect(await win(p.session, `w-${round}`, round, '900')).toMatchObject({ status: 'UNKNOWN_ROUND' });
    expect(await bonusOf(p)).toBe(0n);
  });

  it('refuses a stake above an active bonus’s max bet with the bonus’s reason', async () => {
    const p = await playerWithSession(10_000n);
    await grantBonus(server, p, { amount: '100', wager: 10, maxBet: '50' });
    const round = randomUUID();
    expect(await bet(p.session, `b-${round}`, round, '6000')).toMatchObject({
      status: 'BET_REFUSED',
      reason: 'bonus_max_bet: While your bonus is wagered the maximum bet is 50.00 RUB',
      balance: '10000',
    });
    expect(await cash(p)).toBe(10_000n);
  });
});
