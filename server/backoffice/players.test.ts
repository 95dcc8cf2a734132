import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, TokenAnswer } from '../../contract/api/auth';
import {
  PLAYERS_API,
  PlayerLedgerEntry,
  PlayerNote,
  PlayerProfile,
  PlayerSummary,
} from '../../contract/api/backoffice-players';
import { pathOf } from '../../contract/api/endpoint';
import { ErrorBody } from '../../contract/api/errors';
import { PLAY_API } from '../../contract/api/games';
import { HistoryListAnswer } from '../../contract/api/history';
import { PROFILE_API } from '../../contract/api/profile';
import { SAFER_GAMBLING_API, SaferGamblingAnswer } from '../../contract/api/safer-gambling';
import { WALLET_API } from '../../contract/api/wallet';
import { bearer, consents } from '../auth/registration.testing';
import { auditEntries, operatorSession } from '../operator/operators.testing';
import { startTestServer, type TestServer } from '../test/harness';

const AUTOMATION = 'operator-token-for-players-0123456789';
const DEVICE = 'Mozilla/5.0 (Linux; Android 14) PlayersTest/1.0';
let server: TestServer;
let support: { authorization: string };
let risk: { authorization: string };
let payments: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ operatorToken: AUTOMATION });
  support = await operatorSession(server, AUTOMATION, 'desk@example.com', 'support');
  risk = await operatorSession(server, AUTOMATION, 'risk@example.com', 'risk');
  payments = await operatorSession(server, AUTOMATION, 'cash@example.com', 'payments');
});
afterAll(async () => {
  await server?.close();
});

/** A player registered through the API from a phone browser; their id and bearer header. */
async function register(path: string, payload: object) {
  const res = await server.api({
    method: 'POST',
    url: path,
    headers: { 'user-agent': DEVICE },
    payload: { password: 'password1', ...consents, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  const auth = bearer(TokenAnswer.parse(res.json()).token);
  const me = await server.api({ method: 'GET', url: PROFILE_API.user.path, headers: auth });
  return { id: me.json().data.id as number, auth };
}

const get = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
  server.api({ method: 'GET', url, headers, ...(query ? { query } : {}) });

const search = async (q: string) => {
  const res = await get(PLAYERS_API.search.path, support, { q });
  expect(res.statusCode, res.body).toBe(200);
  return PlayerSummary.array().parse(res.json().data);
};

describe('back-office players', () => {
  it('finds a player by id, by part of the e-mail in any case, and by a phone number however it is typed', async () => {
    const byMail = await register(AUTH_API.registerEmail.path, { email: 'Olga.Findme@example.com' });
    const byPhone = await register(AUTH_API.registerPhone.path, { phone: '+79161234567' });

    expect((await search('FINDME')).map((p) => p.id)).toEqual([byMail.id]);
    expect((await search(String(byMail.id))).map((p) => p.id)).toContain(byMail.id);
    expect((await search('8 (916) 123-45-67')).map((p) => p.id)).toEqual([byPhone.id]);
    expect((await search('+7 916 123 45 67')).map((p) => p.id)).toEqual([byPhone.id]);
    expect((await search('1234567')).map((p) => p.id)).toContain(byPhone.id);
    // A typed wildcard is a letter: "%" matches no e-mail.
    expect(await search('%')).toEqual([]);
  });

  it('shows the profile with the last sessions’ IP and device, balances, the ledger in pages and rounds of every game', async () => {
    const player = await register(AUTH_API.registerEmail.path, { email: 'profiled@example.com' });
    const profile = await get(pathOf(PLAYERS_API.profile.path, { userId: player.id }), risk);
    expect(profile.statusCode, profile.body).toBe(200);
    const view = PlayerProfile.parse(profile.json().data);
    expect(view.account).toMatchObject({ id: player.id, email: 'profiled@example.com', currency: 'RUB' });
    expect(view.verification.status).toBe('none');
    expect(view.block).toBeNull();
    expect(view.last_sessions[0]).toMatchObject({ user_agent: DEVICE, revoked: false });
    expect(view.last_sessions[0]?.ip).toBeTruthy();

    for (const [key, amount] of [
      ['profiled-1', '25'],
      ['profiled-2', '5.50'],
    ] as const) {
      const adjust = await server.api({
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...payments, 'idempotency-key': key },
        payload: { user_id: player.id, account: 'cash', amount, reason: 'goodwill' },
      });
      expect(adjust.statusCode, adjust.body).toBe(200);
    }
    const bet = await server.api({
      method: 'POST',
      url: PLAY_API.dice.bet.path,
      headers: { ...player.auth, 'idempotency-key': 'profiled-bet-1' },
      payload: { amount: '1', target: 5000, direction: 'under' },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const payout = Number(bet.json().data.bet.payout);

    const balances = await get(pathOf(PLAYERS_API.balances.path, { userId: player.id }), support);
    expect(balances.json().data).toEqual([
      {
        currency: 'RUB',
        cash: (30.5 - 1 + payout).toFixed(2),
        bonus: '0.00',
        bonus_pending: '0.00',
        payout_hold: '0.00',
      },
    ]);

    const ledgerPath = pathOf(PLAYERS_API.ledger.path, { userId: player.id });
    const first = await get(ledgerPath, support, { limit: '2' });
    expect(first.statusCode, first.body).toBe(200);
    const page = PlayerLedgerEntry.array().parse(first.json().data);
    expect(page.map((e) => e.kind)).toEqual(payout > 0 ? ['win', 'bet'] : ['bet', 'adjustment']);
    const next = first.json().next_before_id as number;
    expect(next).toBe(page[1]?.id);
    const rest = PlayerLedgerEntry.array().parse(
      (await get(ledgerPath, support, { before_id: String(next), limit: '10' })).json().data,
    );
    expect(rest.filter((e) => e.kind === 'adjustment').map((e) => e.cash)).toEqual(
      payout > 0 ? ['5.50', '25.00'] : ['25.00'],
    );

    const history = await get(pathOf(PLAYERS_API.history.path, { userId: player.id }), risk, { kind: 'rounds' });
    expect(history.statusCode, history.body).toBe(200);
    const rounds = HistoryListAnswer.parse(history.json()).data.items;
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ kind: 'round', game: 'dice', amount: '1.00' });

    const sessions = await get(pathOf(PLAYERS_API.sessions.path, { userId: player.id }), support);
    expect(sessions.json().data).toHaveLength(1);
  });

  it('shows the limits the player set, as their own page does', async () => {
    const player = await register(AUTH_API.registerEmail.path, { email: 'limited@example.com' });
    const set = await server.api({
      method: 'PUT',
      url: SAFER_GAMBLING_API.setLimit.path,
      headers: player.auth,
      payload: { kind: 'deposit', period: 'day', amount: '500' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await get(pathOf(PLAYERS_API.saferGambling.path, { userId: player.id }), support);
    expect(res.statusCode, res.body).toBe(200);
    const limits = SaferGamblingAnswer.parse(res.json()).data.limits;
    expect(limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount).toBe('500.00');
  });

  it('keeps operators’ notes on a player, each audited once (a resent note is the same note)', async () => {
    const player = await register(AUTH_API.registerEmail.path, { email: 'noted@example.com' });
    const notesPath = pathOf(PLAYERS_API.notes.path, { userId: player.id });
    const add = (headers: Record<string, string>, key: string, body: string) =>
      server.api({
        method: 'POST',
        url: notesPath,
        headers: { ...headers, 'idempotency-key': key },
        payload: { body },
      });

    const first = await add(support, 'note-key-1', 'Asked about the bonus rules');
    expect(first.statusCode, first.body).toBe(200);
    const again = await add(support, 'note-key-1', 'Asked about the bonus rules');
    expect(PlayerNote.parse(again.json().data).id).toBe(PlayerNote.parse(first.json().data).id);
    expect((await add(risk, 'note-key-2', 'Checked: same device as #12')).statusCode).toBe(200);

    const refused = await add(payments, 'note-key-3', 'Not my job');
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).code).toBe('role_forbidden');
    const empty = await add(support, 'note-key-4', '   ');
    expect(empty.statusCode).toBe(422);

    const list = PlayerNote.array().parse((await get(notesPath, risk)).json().data);
    expect(list.map((n) => [n.actor, n.body])).toEqual([
      ['risk@example.com', 'Checked: same device as #12'],
      ['desk@example.com', 'Asked about the bonus rules'],
    ]);
    const audited = await auditEntries(server, AUTOMATION, { target: `user:${player.id}`, action: 'player.note' });
    expect(audited.map((e) => e.actor)).toEqual(['risk@example.com', 'desk@example.com']);
  });

  it('answers 404 for a player who does not exist', async () => {
    for (const path of [PLAYERS_API.profile.path, PLAYERS_API.notes.path, PLAYERS_API.saferGambling.path]) {
      const res = await get(pathOf(path, { userId: 999_999 }), support);
      expect(res.statusCode, path).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('player_not_found');
    }
  });
});
