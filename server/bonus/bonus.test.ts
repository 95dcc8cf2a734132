import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BILLING_API, BillingDataAnswer } from '../../contract/api/billing';
import {
  BONUS_API,
  FreeSpinCampaign,
  PromoAnswer,
  WaitingRegDepAnswer,
  WelcomePackAnswer,
} from '../../contract/api/bonus';
import { pathOf } from '../../contract/api/endpoint';
import { BetAnswer, CaseOpenAnswer, GAMES_API, PLAY_API } from '../../contract/api/games';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import { splitWin } from '../../contract/bonus/wagering';
import { fromMinor, toMinor } from '../../contract/money';
import { sandboxDeposit } from '../billing/sandbox-deposit.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { createWalletService } from '../wallet/service';
import { balanceOf, bonusesOf, createOffer } from './offers.testing';
import { createBonusService } from './service';

const SECRET = 'test-webhook-secret';
const FreeSpinsAnswer = z.object({ data: z.array(FreeSpinCampaign) });
let server: TestServer;
const key = () => `k-${randomUUID()}`;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
  // The welcome pack rewards the first two deposits; later deposits get the plain match.
  const terms = { wager_multiplier: 1, max_bets: { RUB: '200' }, lifetime_s: 3600 } as const;
  await createOffer(server, {
    kind: 'welcome_pack',
    step: 1,
    name: 'Welcome 100%',
    public_title: 'Up to 1000 ₽',
    percent: 100,
    amounts: { RUB: '1000' },
    ...terms,
  });
  await createOffer(server, {
    kind: 'welcome_pack',
    step: 2,
    name: 'Welcome 50%',
    public_title: 'Second deposit',
    percent: 50,
    amounts: { RUB: '1000' },
    ...terms,
  });
  await createOffer(server, {
    kind: 'deposit_match',
    name: 'Reload 25%',
    percent: 25,
    amounts: { RUB: '500' },
    ...terms,
  });
  await createOffer(server, {
    kind: 'regdep',
    code: 'REGDEP',
    name: 'Regdep 200%',
    percent: 200,
    amounts: { RUB: '2000' },
    wager_multiplier: 2,
    wager_base: 'bonus_deposit',
  });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const deposit = (player: Player, amount: string, declineBonus?: boolean) =>
  sandboxDeposit(server, SECRET, player, amount, declineBonus);

const dice = (player: Player, amount: string) =>
  server.api({
    method: 'POST',
    url: PLAY_API.dice.bet.path,
    headers: { ...player.auth, 'idempotency-key': key() },
    payload: { amount, target: 9500, direction: 'under' },
  });

async function count(table: string, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await server.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`),
  );
  return Number(row?.n);
}

describe('deposit bonuses and wagering', () => {
  it('offers the welcome pack in billing data, grants it on the first deposit, and shows it', async () => {
    const player = await registerPlayer(server);
    const data = BillingDataAnswer.parse(
      (await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth })).json(),
    ).data;
    expect(data.payments.bonus.name).toBe('Welcome 100%');
    await deposit(player, '500');
    expect(await balanceOf(server, player)).toMatchObject({
      balance: '500.00',
      bonus_balance: '500.00',
      total_balance: '1000.00',
    });
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses).toMatchObject([
      {
        name: 'Welcome 100%',
        status: 'active',
        amount: '500.00',
        required: '500.00',
        wagered: '0.00',
        max_bet: '200.00',
      },
    ]);
    expect(mine.events.map((e) => e.kind)).toEqual(['grant']);
    // The profile's User agrees with the ledger.
    const me = ProfileAnswer.parse(
      (await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: player.auth })).json(),
    );
    expect(me.data).toMatchObject({ balance: '500.00', bonus_balance: '500.00', total_balance: '1000.00' });
  });

  it('takes real money first, then bonus money, splits the win in proportion, and refuses a stake above the max bet', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '100');
    expect(await balanceOf(server, player)).toMatchObject({ balance: '100.00', bonus_balance: '100.00' });

    const bets = await count('game_bets', player.userId);
    const refused = await dice(player, '200.01');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { amount: [expect.stringMatching(/^bonus_max_bet: /)] } });
    expect(await count('game_bets', player.userId)).toBe(bets);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '100.00', bonus_balance: '100.00' });

    const res = await dice(player, '150');
    expect(res.statusCode, res.body).toBe(200);
    const bet = BetAnswer.parse(res.json()).data.bet;
    // The stake: all 100 of real money, then 50 of bonus money; the win in the same proportion.
    const legs = rowsOf<{ kind: string; legs: string }>(
      await server.db.execute(
        sql`SELECT t.kind, string_agg(a.kind || ':' || e.amount_minor, ',' ORDER BY a.kind) AS legs
            FROM ledger_transactions t JOIN ledger_entries e ON e.tx_id = t.id JOIN accounts a ON a.id = e.account_id
            WHERE t.user_id = ${player.userId} AND t.kind IN ('bet', 'win') AND a.user_id IS NOT NULL GROUP BY t.id, t.kind ORDER BY t.id`,
      ),
    );
    const win = splitWin(toMinor(bet.payout, 'RUB'), { cash: 10000n, bonus: 5000n });
    expect(legs[0]).toEqual({ kind: 'bet', legs: 'bonus:-5000,cash:-10000' });
    if (win.cash > 0n) expect(legs[1]).toEqual({ kind: 'win', legs: `bonus:${win.bonus},cash:${win.cash}` });
    // 150 wagered of 100 required: the bonus and its winnings became real money.
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]).toMatchObject({ wagered: '150.00', status: 'completed' });
    expect(mine.events.map((e) => e.kind)).toEqual(['complete', 'wager', 'grant']);
    expect(await balanceOf(server, player)).toMatchObject({
      balance: fromMinor(win.cash + 5000n + win.bonus, 'RUB'),
      bonus_balance: '0.00',
    });
    // The bet's answer already says so: the cash after the conversion, and the bonus balance.
    expect(BetAnswer.parse(res.json()).data).toMatchObject({
      balance: fromMinor(win.cash + 5000n + win.bonus, 'RUB'),
      bonus_balance: '0.00',
    });
  });

  it('a case opening takes real money, then bonus money, and answers the bonus balance; a sale after the bonus converted is real money', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '150');
    const open = () =>
      server.api({
        method: 'POST',
        url: GAMES_API.casesOpen.path,
        headers: { ...player.auth, 'idempotency-key': key() },
        payload: { case_id: 'starter' },
      });
    const res = await open();
    expect(res.statusCode, res.body).toBe(200);
    expect(CaseOpenAnswer.parse(res.json()).data).toMatchObject({ balance: '50.00', bonus_balance: '150.00' });
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'active', wagered: '100.00' });
    // 50 real and 50 bonus: 200 wagered of 150 converts the 100 bonus left to real money.
    const second = await open();
    expect(second.statusCode, second.body).toBe(200);
    const opened = CaseOpenAnswer.parse(second.json()).data;
    expect(opened).toMatchObject({ balance: '100.00', bonus_balance: '0.00' });
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ status: 'completed' });
    const sold = await server.api({
      method: 'POST',
      url: GAMES_API.casesSell.path,
      headers: player.auth,
      payload: { item_id: opened.item.id },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const value = toMinor(opened.item.value, 'RUB');
    expect(await balanceOf(server, player)).toMatchObject({
      balance: fromMinor(10000n + value, 'RUB'),
      bonus_balance: '0.00',
    });
  });

  it('converts the bonus to real money once the requirement is met, exactly once', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '300');
    let wagered = 0;
    while (wagered < 300) {
      const res = await dice(player, '100');
      if (res.statusCode !== 200) break;
      wagered += 100;
    }
    expect(wagered).toBe(300);
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]).toMatchObject({ status: 'completed', wagered: '300.00' });
    expect(mine.events[0]?.kind).toBe('complete');
    const after = await balanceOf(server, player);
    expect(after.bonus_balance).toBe('0.00');
    expect(after.balance).toBe(after.total_balance);
    const converts = rowsOf<{ n: number }>(
      await server.db.execute(
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = ${player.userId} AND kind = 'bonus_convert'`,
      ),
    );
    expect(Number(converts[0]?.n)).toBe(toMinor(mine.events[0]?.amount ?? '0', 'RUB') > 0n ? 1 : 0);
  });

  it('forfeits the bonus and its winnings on a withdrawal request; real money is untouched', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '2000');
    expect(await balanceOf(server, player)).toMatchObject({ balance: '2000.00', bonus_balance: '1000.00' });
    const res = await server.api({
      method: 'POST',
      url: BILLING_API.requestPayout.path,
      headers: { ...player.auth, 'idempotency-key': key() },
      payload: { amount: '1500', method: 'card', destination: '4242 4242 4242 4242' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(server, player)).toMatchObject({
      balance: '500.00',
      bonus_balance: '0.00',
      payout_hold: '1500.00',
    });
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]?.status).toBe('forfeited');
    expect(mine.events[0]).toMatchObject({ kind: 'forfeit', amount: '1000.00' });
  });

  it('a deposit whose bonus the player declined grants nothing; the next one still offers it', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '300', true);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '300.00', bonus_balance: '0.00' });
    expect((await bonusesOf(server, player)).bonuses).toEqual([]);
    await deposit(player, '100', false);
    expect((await bonusesOf(server, player)).bonuses).toMatchObject([{ name: 'Welcome 50%', amount: '50.00' }]);
  });

  it('a refused withdrawal forfeits nothing', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '500');
    const res = await server.api({
      method: 'POST',
      url: BILLING_API.requestPayout.path,
      headers: { ...player.auth, 'idempotency-key': key() },
      payload: { amount: '5000', method: 'card', destination: '4242 4242 4242 4242' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '500.00' });
    expect((await bonusesOf(server, player)).bonuses[0]?.status).toBe('active');
  });

  it('expires a bonus at its time: bonus money goes back, real money stays', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '400');
    await server.db.execute(
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE user_id = ${player.userId}`,
    );
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses[0]?.status).toBe('expired');
    expect(mine.events[0]).toMatchObject({ kind: 'expire', amount: '400.00' });
    expect(await balanceOf(server, player)).toMatchObject({ balance: '400.00', bonus_balance: '0.00' });
  });

  it('the second deposit takes the next step, pending behind the active one; later deposits the plain match', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '200');
    await deposit(player, '200');
    expect(await balanceOf(server, player)).toMatchObject({
      balance: '400.00',
      bonus_balance: '200.00',
      bonus: '100.00',
    });
    await server.db.execute(
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE user_id = ${player.userId} AND status = 'active'`,
    );
    const mine = await bonusesOf(server, player);
    expect(mine.bonuses.map((b) => [b.name, b.status])).toEqual([
      ['Welcome 50%', 'active'],
      ['Welcome 100%', 'expired'],
    ]);
    expect(await balanceOf(server, player)).toMatchObject({
      balance: '400.00',
      bonus_balance: '100.00',
      bonus: '0.00',
    });
    const data = BillingDataAnswer.parse(
      (await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth })).json(),
    ).data;
    expect(data.payments.bonus.name).toBe('Reload 25%');
  });

  it('converts once however many attempts run at the same time', async () => {
    const player = await registerPlayer(server);
    await deposit(player, '250');
    await server.db.execute(
      sql`UPDATE bonus_grants SET wagered_minor = required_minor WHERE user_id = ${player.userId}`,
    );
    const engine = createBonusService({ db: server.db, wallet: createWalletService(server.db) });
    const results = await Promise.all(Array.from({ length: 6 }, () => engine.convertIfMet(player.userId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '0.00' });
  });
});

describe('the bonus calls', () => {
  it('GET welcome pack for a guest: its publicTitle and steps', async () => {
    const res = await server.api({ method: 'GET', url: BONUS_API.welcomePacksGuest.path });
    expect(res.statusCode, res.body).toBe(200);
    const pack = WelcomePackAnswer.parse(res.json()).data;
    expect(pack.publicTitle).toBe('Up to 1000 ₽');
    expect(pack.steps.map((s) => [s.step, s.publicTitle, s.percent])).toEqual([
      [1, 'Up to 1000 ₽', 100],
      [2, 'Second deposit', 50],
    ]);
  });

  it('regdep: a player registered with the promo sees the countdown, and the first deposit gets it', async () => {
    const player = await registerPlayer(server, 'RUB', 'regdep');
    const waiting = WaitingRegDepAnswer.parse(
      (await server.api({ method: 'GET', url: BONUS_API.waitingRegDep.path, headers: player.auth })).json(),
    ).data;
    expect(waiting?.name).toBe('Regdep 200%');
    expect(waiting?.expires_in).toBeGreaterThan(3 * 86400 - 60);
    await deposit(player, '500');
    expect(await balanceOf(server, player)).toMatchObject({ balance: '500.00', bonus_balance: '1000.00' });
    // x2 of bonus plus deposit.
    expect((await bonusesOf(server, player)).bonuses[0]).toMatchObject({ name: 'Regdep 200%', required: '3000.00' });
    const after = WaitingRegDepAnswer.parse(
      (await server.api({ method: 'GET', url: BONUS_API.waitingRegDep.path, headers: player.auth })).json(),
    );
    expect(after.data).toBeNull();
    // A player without the promo has nothing waiting.
    const other = await registerPlayer(server);
    const none = await server.api({ method: 'GET', url: BONUS_API.waitingRegDep.path, headers: other.auth });
    expect(WaitingRegDepAnswer.parse(none.json()).data).toBeNull();
  });

  it('promo codes: lookup, one use per player, limits on uses, dates and currency; refusals write nothing', async () => {
    const past = new Date(Date.now() - 86400_000).toISOString();
    await createOffer(server, {
      kind: 'promo',
      code: 'GIFT100',
      name: 'Gift 100',
      amounts: { RUB: '100' },
      wager_multiplier: 3,
      max_uses: 2,
    });
    await createOffer(server, { kind: 'promo', code: 'OLD', name: 'Old', amounts: { RUB: '100' }, ends_at: past });
    await createOffer(server, { kind: 'promo', code: 'DOLLARS', name: 'Dollars', amounts: { USD: '5' } });

    const lookup = (code: string, query = '') =>
      server.api({ method: 'GET', url: `${pathOf(BONUS_API.promo.path, { promo: code })}${query}` });
    const found = await lookup('gift100');
    expect(found.statusCode, found.body).toBe(200);
    expect(PromoAnswer.parse(found.json()).data).toMatchObject({
      type: 'promo',
      name: 'Gift 100',
      amounts: { RUB: '100.00' },
    });
    expect((await lookup('NOPE')).statusCode).toBe(404);
    expect((await lookup('OLD')).json()).toMatchObject({
      errors: { promo: [expect.stringMatching(/^promo_expired/)] },
    });
    expect((await lookup('DOLLARS', '?currency=RUB')).statusCode).toBe(422);

    const activate = (player: Player, code: string) =>
      server.api({ method: 'POST', url: pathOf(BONUS_API.activatePromo.path, { promo: code }), headers: player.auth });
    const a = await registerPlayer(server);
    const ok = await activate(a, 'GIFT100');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(server, a)).toMatchObject({ bonus_balance: '100.00' });

    const grants = await count('bonus_grants', a.userId);
    const ledger = await count('ledger_transactions', a.userId);
    for (const [code, status, error] of [
      ['GIFT100', 422, /^promo_used/],
      ['OLD', 422, /^promo_expired/],
      ['DOLLARS', 422, /^promo_currency/],
    ] as const) {
      const res = await activate(a, code);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ errors: { promo: [expect.stringMatching(error)] } });
    }
    expect((await activate(a, 'NOPE')).statusCode).toBe(404);
    expect(await count('bonus_grants', a.userId)).toBe(grants);
    expect(await count('ledger_transactions', a.userId)).toBe(ledger);

    const b = await registerPlayer(server);
    expect((await activate(b, 'GIFT100')).statusCode).toBe(200);
    const c = await registerPlayer(server);
    const exhausted = await activate(c, 'GIFT100');
    expect(exhausted.json()).toMatchObject({ errors: { promo: [expect.stringMatching(/^promo_exhausted/)] } });
    expect(await count('bonus_grants', c.userId)).toBe(0);
  });

  it('whoAreYou unlocks the super bonus once; a cash reward is real money at once', async () => {
    await createOffer(server, {
      kind: 'super_bonus',
      code: 'friend-7',
      name: 'Friend',
      amounts: { RUB: '50' },
      wager_multiplier: 5,
    });
    const player = await registerPlayer(server);
    const url = `${PROFILE_API.user.path}?whoAreYou=friend-7`;
    for (let i = 0; i < 2; i++) {
      expect((await server.api({ method: 'GET', url, headers: player.auth })).statusCode).toBe(200);
    }
    expect(await balanceOf(server, player)).toMatchObject({ bonus_balance: '50.00' });
    expect((await bonusesOf(server, player)).bonuses).toHaveLength(1);

    const cashOffer = await createOffer(server, { kind: 'cash', name: 'Cashback', amounts: { RUB: '25' } });
    const grant = () =>
      server.api({
        method: 'POST',
        url: BONUS_API.operatorGrant.path,
        headers: operator,
        payload: { user_id: player.userId, offer_id: cashOffer, source: 'cashback-2026-11' },
      });
    expect((await grant()).statusCode).toBe(200);
    expect((await grant()).json()).toEqual({ data: null });
    expect(await balanceOf(server, player)).toMatchObject({ balance: '25.00', bonus_balance: '50.00' });
  });

  it('free spins: granted, shown with game.id and expiration_at, cancelled once, expired at their time; no money moves', async () => {
    const offer = await createOffer(server, {
      kind: 'free_spins',
      name: '10 dice spins',
      game: 'dice',
      spins: 10,
      amounts: { RUB: '5' },
      wager_multiplier: 10,
    });
    const player = await registerPlayer(server);
    const stranger = await registerPlayer(server);
    const grant = (source: string) =>
      server.api({
        method: 'POST',
        url: BONUS_API.operatorGrant.path,
        headers: operator,
        payload: { user_id: player.userId, offer_id: offer, source },
      });
    const first = await grant('autumn');
    expect(first.statusCode, first.body).toBe(200);
    expect((await grant('winter')).statusCode).toBe(200);

    const list = await server.api({ method: 'GET', url: BONUS_API.freeSpins.path, headers: player.auth });
    const campaigns = FreeSpinsAnswer.parse(list.json()).data;
    expect(campaigns).toHaveLength(2);
    expect(campaigns[0]).toMatchObject({
      game: { id: 'dice' },
      status: 'open',
      spins_left: 10,
      spins_total: 10,
      spin_value: '5.00',
    });
    expect(Date.parse(campaigns[0]?.expiration_at ?? '')).toBeGreaterThan(Date.now());
    const [newer, older] = campaigns.map((c) => c.id);

    const one = (who: Player, id: number) =>
      server.api({ method: 'GET', url: pathOf(BONUS_API.freeSpinsCampaign.path, { id }), headers: who.auth });
    expect((await one(player, newer ?? 0)).statusCode).toBe(200);
    expect((await one(stranger, newer ?? 0)).statusCode).toBe(404);

    const cancel = (who: Player, id: number) =>
      server.api({ method: 'PUT', url: pathOf(BONUS_API.cancelFreeSpins.path, { id }), headers: who.auth });
    expect((await cancel(stranger, newer ?? 0)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const res = await cancel(player, newer ?? 0);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { id: newer, status: 'cancelled' } });
    }
    expect((await cancel(player, 999_999)).statusCode).toBe(404);

    await server.db.execute(
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = ${older ?? 0}`,
    );
    expect((await one(player, older ?? 0)).json()).toMatchObject({ data: { status: 'expired' } });
    expect((await cancel(player, older ?? 0)).statusCode).toBe(404);
    const events = (await bonusesOf(server, player)).events.map((e) => e.kind);
    expect(events).toEqual(['expire', 'cancel', 'grant', 'grant']);
    expect(await balanceOf(server, player)).toMatchObject({ balance: '0.00', bonus_balance: '0.00', bonus: '0.00' });
  });
});

describe('a free bet in an original game', () => {
  it('spends one spin per round (a resend takes none), pays no real money, and credits the win as a bonus under wagering', async () => {
    const offer = await createOffer(server, {
      kind: 'free_spins',
      name: '3 dice free bets',
      game: 'dice',
      spins: 3,
      amounts: { RUB: '5' },
      wager_multiplier: 2,
      max_bets: { RUB: '50' },
      lifetime_s: 3600,
    });
    const player = await registerPlayer(server);
    const granted = await server.api({
      method: 'POST',
      url: BONUS_API.operatorGrant.path,
      headers: operator,
      payload: { user_id: player.userId, offer_id: offer, source: 'free-bets' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const campaignId = (granted.json() as { data: { id: number } }).data.id;
    const campaign = async () =>
      FreeSpinsAnswer.parse(
        (await server.api({ method: 'GET', url: BONUS_API.freeSpins.path, headers: player.auth })).json(),
      ).data.find((c) => c.id === campaignId);
    const freeBet = (who: Player, amount: string, idem = key(), game: 'dice' | 'coinflip' = 'dice') =>
      server.api({
        method: 'POST',
        url: pathOf(PLAY_API[game].freeBet.path, { campaign: campaignId }),
        headers: { ...who.auth, 'idempotency-key': idem },
        payload: game === 'dice' ? { amount, target: 9500, direction: 'under' } : { amount, side: 'heads' },
      });

    // Refusals write nothing: another stake than the spin's value, another game, another player's campaign.
    const stranger = await registerPlayer(server);
    for (const [res, code] of [
      [await freeBet(player, '6'), 'free_bet_amount'],
      [await freeBet(player, '5', key(), 'coinflip'), 'free_bet_game'],
      [await freeBet(stranger, '5'), 'free_bet_unavailable'],
    ] as const) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ errors: { free_bet: [expect.stringMatching(new RegExp(`^${code}: `))] } });
    }
    expect(await count('game_bets', player.userId)).toBe(0);
    expect((await campaign())?.spins_left).toBe(3);

    const first = key();
    const res = await freeBet(player, '5', first);
    expect(res.statusCode, res.body).toBe(200);
    const played = BetAnswer.parse(res.json()).data;
    expect(played.bet).toMatchObject({ amount: '5.00', params: { free_bet: campaignId } });
    // The same request again (its answer lost): the same round, no second spin.
    const again = await freeBet(player, '5', first);
    expect(again.statusCode, again.body).toBe(200);
    expect(BetAnswer.parse(again.json()).data.bet.id).toBe(played.bet.id);
    expect((await campaign())?.spins_left).toBe(2);

    // No real money was staked or won; the win is a bonus of its own, to wager twice.
    const win = toMinor(played.bet.payout, 'RUB');
    expect(played).toMatchObject({ balance: '0.00', bonus_balance: played.bet.payout });
    expect(await balanceOf(server, player)).toMatchObject({ balance: '0.00', bonus_balance: played.bet.payout });
    const bets = rowsOf<{ n: number }>(
      await server.db.execute(
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = ${player.userId} AND kind IN ('bet', 'win')`,
      ),
    );
    expect(Number(bets[0]?.n)).toBe(0);
    const mine = await bonusesOf(server, player);
    const won = mine.bonuses.filter((b) => b.status === 'active');
    if (win > 0n) {
      expect(won).toMatchObject([
        {
          type: 'free_spins',
          name: '3 dice free bets',
          amount: played.bet.payout,
          required: fromMinor(2n * win, 'RUB'),
          max_bet: '50.00',
        },
      ]);
    } else expect(won).toEqual([]);

    // The last two spins; then the campaign is spent.
    for (let i = 0; i < 2; i++) expect((await freeBet(player, '5')).statusCode).toBe(200);
    expect(await campaign()).toMatchObject({ spins_left: 0, status: 'completed' });
    const spent = await freeBet(player, '5');
    expect(spent.statusCode).toBe(422);
    expect(await count('game_bets', player.userId)).toBe(3);
    expect(
      (await bonusesOf(server, player)).events.filter((e) => e.grant_id === campaignId && e.kind === 'wager'),
    ).toHaveLength(3);
  });

  it('an expired campaign pays no free bet', async () => {
    const offer = await createOffer(server, {
      kind: 'free_spins',
      name: 'Late',
      game: 'dice',
      spins: 2,
      amounts: { RUB: '5' },
    });
    const player = await registerPlayer(server);
    const granted = await server.api({
      method: 'POST',
      url: BONUS_API.operatorGrant.path,
      headers: operator,
      payload: { user_id: player.userId, offer_id: offer, source: 'late' },
    });
    const campaignId = (granted.json() as { data: { id: number } }).data.id;
    await server.db.execute(
      sql`UPDATE bonus_grants SET expires_at = now() - interval '1 second' WHERE id = ${campaignId}`,
    );
    const res = await server.api({
      method: 'POST',
      url: pathOf(PLAY_API.dice.freeBet.path, { campaign: campaignId }),
      headers: { ...player.auth, 'idempotency-key': key() },
      payload: { amount: '5', target: 5000, direction: 'under' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { free_bet: [expect.stringMatching(/^free_bet_unavailable: /)] } });
    expect(await count('game_bets', player.userId)).toBe(0);
  });
});
