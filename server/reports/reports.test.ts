import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_PAYMENTS_API, OperatorDeposit } from '../../contract/api/backoffice-payments';
import { REPORTS_API, ReportAnswer } from '../../contract/api/backoffice-reports';
import { BILLING_API, PayoutAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { PLAY_API } from '../../contract/api/games';
import { VIP_API, VipClaimAnswer } from '../../contract/api/vip';
import { toMinor } from '../../contract/money';
import { sandboxDeposit } from '../billing/sandbox-deposit.testing';
import { as, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { type Player, registerPlayer } from '../wallet/players.testing';

const AUTOMATION = 'operator-token-for-reports-01234567';
const SECRET = 'reports-webhook-secret';
let server: TestServer;
let risk: { authorization: string };
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let keys = 0;
const key = () => `reports-${++keys}`;

/** What the test played and paid, in kopecks, to compare the report with. */
const expected = { stakes: 0n, wins: 0n, dice: { stakes: 0n, wins: 0n }, coinflip: { stakes: 0n, wins: 0n } };

beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION, paymentWebhookSecret: SECRET, sandboxPayments: true });
  risk = await operatorSession(server, AUTOMATION, 'analyst@example.com', 'risk');
});
afterAll(async () => {
  await server?.close();
});

async function play(player: Player, game: 'dice' | 'coinflip', amount: string) {
  const payload = game === 'dice' ? { amount, target: 9800, direction: 'under' } : { amount, side: 'heads' as const };
  const res = await server.api({
    method: 'POST',
    url: PLAY_API[game].bet.path,
    headers: { ...player.auth, 'idempotency-key': key() },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const stake = toMinor(amount, 'RUB');
  const win = toMinor(res.json().data.bet.payout as string, 'RUB');
  expected.stakes += stake;
  expected.wins += win;
  expected[game].stakes += stake;
  expected[game].wins += win;
}

const rub = (minor: bigint) => (Number(minor) / 100).toFixed(2);

const report = (query: Record<string, string>, headers: Record<string, string> = risk) =>
  server.api({ method: 'GET', url: REPORTS_API.summary.path, headers, query });

describe('reports', () => {
  it('adds up deposits less refunds, paid withdrawals, stakes, wins, bonus cost and active players exactly, by day and by game', async () => {
    const a = await registerPlayer(server);
    const b = await registerPlayer(server);
    await sandboxDeposit(server, SECRET, a, '2000');
    await sandboxDeposit(server, SECRET, b, '500');
    await sandboxDeposit(server, SECRET, b, '500');
    await play(a, 'dice', '1000');
    await play(a, 'dice', '10');
    await play(b, 'coinflip', '100');

    // Wagering 1010 reaches VIP level 2, whose reward is paid to cash from the bonus pool: the bonus cost.
    const claim = await server.api({
      method: 'POST',
      url: VIP_API.claim.path,
      headers: a.auth,
      payload: { reward: 'level_up' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const bonusCost = toMinor(VipClaimAnswer.parse(claim.json()).data.paid, 'RUB');
    expect(bonusCost).toBeGreaterThan(0n);

    const payout = await server.api({
      method: 'POST',
      url: BILLING_API.payouts.path,
      headers: { ...a.auth, 'idempotency-key': key() },
      payload: { amount: '300', method: 'card', destination: '4242 4242 4242 4242' },
    });
    expect(payout.statusCode, payout.body).toBe(200);
    const payoutId = PayoutAnswer.parse(payout.json()).data.id;
    for (const action of ['approve', 'complete']) {
      const res = await server.api({
        method: 'POST',
        url: pathOf(BILLING_API.operatorPayoutAction.path, { id: payoutId, action }),
        headers: { ...as(AUTOMATION), 'idempotency-key': key() },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const listed = await server.api({
      method: 'GET',
      url: BACKOFFICE_PAYMENTS_API.deposits.path,
      headers: as(AUTOMATION),
      query: { user_id: String(b.userId) },
    });
    const [last] = OperatorDeposit.array().parse(listed.json().data);
    if (!last) throw new Error('no deposit');
    const refunded = await server.api({
      method: 'POST',
      url: pathOf(BACKOFFICE_PAYMENTS_API.refund.path, { id: last.id }),
      headers: { ...as(AUTOMATION), 'idempotency-key': key() },
      payload: { reason: 'paid twice by mistake' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const res = await report({ from: yesterday, to: today, currency: 'RUB' });
    expect(res.statusCode, res.body).toBe(200);
    const data = ReportAnswer.parse(res.json()).data;
    const ggr = expected.stakes - expected.wins;
    const day = {
      deposits: '2500.00',
      withdrawals: '300.00',
      stakes: rub(expected.stakes),
      wins: rub(expected.wins),
      ggr: rub(ggr),
      bonus_cost: rub(bonusCost),
      ngr: rub(ggr - bonusCost),
    };
    expect(data.days).toEqual([
      {
        day: yesterday,
        deposits: '0.00',
        withdrawals: '0.00',
        stakes: '0.00',
        wins: '0.00',
        ggr: '0.00',
        bonus_cost: '0.00',
        ngr: '0.00',
        active_players: 0,
      },
      { day: today, ...day, active_players: 2 },
    ]);
    expect(data.totals).toEqual({ ...day, active_players: 2 });
    expect(data.games).toEqual([
      {
        game: 'coinflip',
        stakes: rub(expected.coinflip.stakes),
        wins: rub(expected.coinflip.wins),
        ggr: rub(expected.coinflip.stakes - expected.coinflip.wins),
        rounds: 1,
      },
      {
        game: 'dice',
        stakes: rub(expected.dice.stakes),
        wins: rub(expected.dice.wins),
        ggr: rub(expected.dice.stakes - expected.dice.wins),
        rounds: 2,
      },
    ]);

    // Another currency is reported apart: nothing was played in USD.
    const usd = ReportAnswer.parse((await report({ from: today, to: today, currency: 'USD' })).json()).data;
    expect(usd.totals).toMatchObject({ deposits: '0.00', stakes: '0.00', active_players: 0 });
  });

  it('answers the same figures as CSV on format=csv or Accept: text/csv, by day or by game', async () => {
    const json = ReportAnswer.parse((await report({ from: today, to: today, currency: 'RUB' })).json()).data;
    const viaQuery = await report({ from: today, to: today, currency: 'RUB', format: 'csv' });
    expect(viaQuery.statusCode).toBe(200);
    expect(viaQuery.headers['content-type']).toMatch(/^text\/csv/);
    expect(viaQuery.headers['content-disposition']).toBe(`attachment; filename="report-RUB-${today}-${today}-day.csv"`);
    const [dayRow] = json.days;
    if (!dayRow) throw new Error('no day');
    expect(viaQuery.body).toBe(
      'day,deposits,withdrawals,stakes,wins,ggr,bonus_cost,ngr,active_players\r\n' +
        `${[dayRow.day, dayRow.deposits, dayRow.withdrawals, dayRow.stakes, dayRow.wins, dayRow.ggr, dayRow.bonus_cost, dayRow.ngr, dayRow.active_players].join(',')}\r\n`,
    );
    const viaAccept = await report(
      { from: today, to: today, currency: 'RUB', group: 'game' },
      { ...risk, accept: 'text/csv' },
    );
    expect(viaAccept.headers['content-type']).toMatch(/^text\/csv/);
    expect(viaAccept.body.split('\r\n').slice(0, 3)).toEqual([
      'game,stakes,wins,ggr,rounds',
      ...json.games.map((g) => [g.game, g.stakes, g.wins, g.ggr, g.rounds].join(',')),
    ]);
  });

  it('refuses a range that ends before it starts or spans more than a year', async () => {
    expect((await report({ from: today, to: yesterday, currency: 'RUB' })).statusCode).toBe(422);
    expect((await report({ from: '2024-01-01', to: '2025-06-01', currency: 'RUB' })).statusCode).toBe(422);
  });
});
