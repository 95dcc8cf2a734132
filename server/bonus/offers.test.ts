import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuditEntry, BACKOFFICE_API } from '../../contract/api/backoffice';
import { BONUS_API, type OfferEdit, OperatorOffer, WaitingRegDepAnswer } from '../../contract/api/bonus';
import { pathOf } from '../../contract/api/endpoint';
import { sandboxDeposit } from '../billing/sandbox-deposit.testing';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { balanceOf, countRows, createOffer, grantOffer } from './offers.testing';

/** Issue 15: the operator's offers (list, edit, switch off, audited) and the limits a player meets. */

const SECRET = 'test-webhook-secret';
const OffersAnswer = z.object({ data: z.array(OperatorOffer) });
const OfferAnswer = z.object({ data: OperatorOffer });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: SECRET,
    sandboxPayments: true,
  });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const code = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function offers() {
  const res = await server.api({ method: 'GET', url: BONUS_API.operatorOffers.path, headers: operator });
  expect(res.statusCode, res.body).toBe(200);
  return OffersAnswer.parse(res.json()).data;
}

const edit = (id: number, payload: OfferEdit) =>
  server.api({ method: 'PATCH', url: pathOf(BONUS_API.operatorEditOffer.path, { id }), headers: operator, payload });
const deactivate = (id: number) =>
  server.api({ method: 'POST', url: pathOf(BONUS_API.operatorDeactivateOffer.path, { id }), headers: operator });
const lookup = (promo: string) => server.api({ method: 'GET', url: pathOf(BONUS_API.promo.path, { promo }) });
const activate = (player: Player, promo: string) =>
  server.api({ method: 'POST', url: pathOf(BONUS_API.activatePromo.path, { promo }), headers: player.auth });

async function audit(target: string) {
  const res = await server.api({
    method: 'GET',
    url: `${BACKOFFICE_API.audit.path}?target=${encodeURIComponent(target)}`,
    headers: operator,
  });
  expect(res.statusCode, res.body).toBe(200);
  return z.object({ data: z.array(AuditEntry) }).parse(res.json()).data;
}

async function auditRows(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM operator_audit`));
  return Number(row?.n);
}

describe("the operator's offers", () => {
  it('lists the offers with their code, uses, limits, dates and state', async () => {
    const promo = code('LIST');
    const id = await createOffer(server, {
      kind: 'promo',
      code: promo,
      name: 'Listed',
      amounts: { RUB: '10' },
      max_uses: 3,
      max_bets: { RUB: '5' },
    });
    await activate(await registerPlayer(server), promo);
    expect((await offers()).find((o) => o.id === id)).toMatchObject({
      type: 'promo',
      code: promo,
      name: 'Listed',
      amounts: { RUB: '10.00' },
      max_bets: { RUB: '5.00' },
      uses: 1,
      max_uses: 3,
      starts_at: null,
      active: true,
    });
  });

  it('a promo that starts later is refused until then; an edit of its dates opens it, audited once', async () => {
    const promo = code('LATER');
    const tomorrow = new Date(Date.now() + 86400_000).toISOString();
    const id = await createOffer(server, {
      kind: 'promo',
      code: promo,
      name: 'Later',
      amounts: { RUB: '20' },
      wager_multiplier: 1,
      starts_at: tomorrow,
    });
    const early = await lookup(promo);
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json()).toMatchObject({ errors: { promo: [expect.stringMatching(/^promo_not_started: /)] } });
    const player = await registerPlayer(server);
    const refused = await activate(player, promo);
    expect(refused.json()).toMatchObject({ errors: { promo: [expect.stringMatching(/^promo_not_started: /)] } });
    expect(await countRows(server, 'bonus_grants', player.userId)).toBe(0);
    expect(await countRows(server, 'ledger_transactions', player.userId)).toBe(0);

    // Ending before it starts: refused, nothing written.
    const entries = await auditRows();
    const bad = await edit(id, { ends_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { ends_at: [expect.stringMatching(/^dates_invalid: /)] } });
    expect(await auditRows()).toBe(entries);

    const yesterday = new Date(Date.now() - 86400_000).toISOString();
    for (let i = 0; i < 2; i++) {
      const res = await edit(id, { starts_at: yesterday, name: 'Now open', max_uses: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(OfferAnswer.parse(res.json()).data).toMatchObject({ name: 'Now open', starts_at: yesterday, max_uses: 5 });
    }
    expect((await activate(player, promo)).statusCode).toBe(200);
    expect(await balanceOf(server, player)).toMatchObject({ bonus_balance: '20.00' });
    // The create and one edit: the resent edit changed nothing and is not recorded again.
    expect((await audit(`bonus_offer:${id}`)).map((e) => [e.action, e.actor])).toEqual([
      ['bonus.offer.edit', 'automation'],
      ['bonus.offer.create', 'automation'],
    ]);
  });

  it('switches a promo off once: no new activations, the bonus already granted runs on', async () => {
    const promo = code('OFF');
    const id = await createOffer(server, {
      kind: 'promo',
      code: promo,
      name: 'Off soon',
      amounts: { RUB: '30' },
      wager_multiplier: 1,
    });
    const early = await registerPlayer(server);
    expect((await activate(early, promo)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await deactivate(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(OfferAnswer.parse(res.json()).data).toMatchObject({ id, active: false });
    }
    expect((await lookup(promo)).json()).toMatchObject({
      errors: { promo: [expect.stringMatching(/^promo_expired/)] },
    });
    const late = await registerPlayer(server);
    expect((await activate(late, promo)).statusCode).toBe(422);
    expect(await countRows(server, 'bonus_grants', late.userId)).toBe(0);
    expect(await balanceOf(server, early)).toMatchObject({ bonus_balance: '30.00' });
    expect((await audit(`bonus_offer:${id}`)).map((e) => e.action)).toEqual([
      'bonus.offer.deactivate',
      'bonus.offer.create',
    ]);
    expect((await edit(999_999, { name: 'x' })).statusCode).toBe(404);
    expect((await deactivate(999_999)).statusCode).toBe(404);
  });

  it('a grant by hand is audited in its transaction, once; a refused create records nothing', async () => {
    const id = await createOffer(server, { kind: 'cash', name: 'Refund', amounts: { RUB: '15' } });
    const player = await registerPlayer(server);
    await grantOffer(server, player, id, 'refund-1');
    await grantOffer(server, player, id, 'refund-1');
    expect(await balanceOf(server, player)).toMatchObject({ balance: '15.00' });
    expect((await audit(`user:${player.userId}`)).map((e) => [e.action, e.after])).toEqual([
      ['bonus.grant', { offer_id: id, source: 'refund-1', grant_id: expect.any(Number) }],
    ]);

    const taken = code('TAKEN');
    await createOffer(server, { kind: 'promo', code: taken, name: 'First', amounts: { RUB: '1' } });
    const entries = await auditRows();
    const again = await server.api({
      method: 'POST',
      url: BONUS_API.operatorCreateOffer.path,
      headers: operator,
      payload: { kind: 'promo', code: taken.toLowerCase(), name: 'Second', amounts: { RUB: '1' } },
    });
    expect(again.statusCode, again.body).toBe(422);
    expect(await auditRows()).toBe(entries);
  });
});

describe('the regdep limit on uses', () => {
  it('a regdep promo with max_uses 1 rewards only the first deposit among its players', async () => {
    const promo = code('ONCE');
    const id = await createOffer(server, {
      kind: 'regdep',
      code: promo,
      name: 'Regdep once',
      percent: 100,
      amounts: { RUB: '1000' },
      wager_multiplier: 1,
      max_uses: 1,
    });
    const first = await registerPlayer(server, 'RUB', promo);
    const second = await registerPlayer(server, 'RUB', promo);
    const waiting = async (player: Player) =>
      WaitingRegDepAnswer.parse(
        (await server.api({ method: 'GET', url: BONUS_API.waitingRegDep.path, headers: player.auth })).json(),
      ).data;
    expect((await waiting(second))?.name).toBe('Regdep once');

    await sandboxDeposit(server, SECRET, first, '100');
    expect(await balanceOf(server, first)).toMatchObject({ balance: '100.00', bonus_balance: '100.00' });
    // Used up: nothing waits for the second player, and their deposit brings no regdep bonus.
    expect(await waiting(second)).toBeNull();
    await sandboxDeposit(server, SECRET, second, '100');
    expect(await balanceOf(server, second)).toMatchObject({ balance: '100.00', bonus_balance: '0.00' });
    expect(await countRows(server, 'bonus_grants', second.userId)).toBe(0);
    expect((await offers()).find((o) => o.id === id)).toMatchObject({ uses: 1, max_uses: 1 });
  });
});
