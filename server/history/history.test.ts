import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API, BillingDataAnswer, InvoiceAnswer } from '../../contract/api/billing';
import { pathOf } from '../../contract/api/endpoint';
import { ValidationErrorBody } from '../../contract/api/errors';
import { GAMES_API, OneBetAnswer, PLAY_API } from '../../contract/api/games';
import { HISTORY_API, HistoryListAnswer, type HistoryListQuery, type HistoryRow } from '../../contract/api/history';
import { WALLET_API } from '../../contract/api/wallet';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from '../wallet/ledger';
import { expectBooksBalanced, OPERATOR_TOKEN, operator, type Player, registerPlayer } from '../wallet/players.testing';
import { type HistoryQuery, historyStatements } from './repository';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    operatorToken: OPERATOR_TOKEN,
    paymentWebhookSecret: 'test-webhook-secret',
    sandboxPayments: true,
  });
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

const post = (player: Player, url: string, payload: object) =>
  server.api({ method: 'POST', url, headers: { ...player.auth, 'idempotency-key': randomUUID() }, payload });

async function deposit(player: Player, amount: string, pay: boolean) {
  const methods = BillingDataAnswer.parse(
    (await server.api({ method: 'GET', url: BILLING_API.data.path, headers: player.auth })).json(),
  ).data;
  const card = methods.payments.methods.find((m) => m.kind === 'card');
  const res = await post(player, BILLING_API.createInvoice.path, { method_hash: card?.hash, amount });
  expect(res.statusCode, res.body).toBe(200);
  const invoice = InvoiceAnswer.parse(res.json()).data;
  if (pay) {
    const paid = await server.api({
      method: 'POST',
      url: pathOf(BILLING_API.sandboxPay.path, { hash: invoice.hash }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay' }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return invoice;
}

async function play(player: Player, game: 'dice' | 'coinflip') {
  const res =
    game === 'dice'
      ? await post(player, PLAY_API.dice.bet.path, { amount: '1', target: 5000, direction: 'over' })
      : await post(player, PLAY_API.coinflip.bet.path, { amount: '2', side: 'heads' });
  expect(res.statusCode, res.body).toBe(200);
  return OneBetAnswer.parse(res.json()).data.bet;
}

const list = (player: Player, query: Record<string, string | number> = {}) =>
  server.api({
    method: 'GET',
    url: HISTORY_API.list.path,
    headers: player.auth,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

async function page(player: Player, query: HistoryListQuery = {}) {
  const res = await list(player, query as Record<string, string | number>);
  expect(res.statusCode, res.body).toBe(200);
  return HistoryListAnswer.parse(res.json()).data;
}

/** Every row, following the cursor page by page. */
async function allPages(player: Player, query: HistoryListQuery) {
  const rows: HistoryRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const next = await page(player, { ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...next.items);
    cursor = next.next_cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { rows, pages };
}

const keyOf = (row: HistoryRow) => `${row.kind}:${row.id}`;

/** A player with a paid and an unpaid deposit, a withdrawal, three dice and two coinflip rounds. */
async function activePlayer() {
  const player = await registerPlayer(server);
  const paid = await deposit(player, '500', true);
  const waiting = await deposit(player, '300', false);
  const payout = await post(player, BILLING_API.payouts.path, {
    amount: '100',
    method: 'card',
    destination: '4242 4242 4242 4242',
  });
  expect(payout.statusCode, payout.body).toBe(200);
  const rounds = [
    await play(player, 'dice'),
    await play(player, 'coinflip'),
    await play(player, 'dice'),
    await play(player, 'coinflip'),
    await play(player, 'dice'),
  ];
  return { player, paid, waiting, rounds };
}

describe('GET history', () => {
  it('says what happened: one row per round with its game, stake, multiplier and payout; deposits and withdrawals with method and status', async () => {
    const { player, paid, waiting, rounds } = await activePlayer();
    const { items, next_cursor } = await page(player, { limit: 50 });
    expect(next_cursor).toBeNull();
    expect(items.map((row) => row.kind).sort()).toEqual([
      'deposit',
      'deposit',
      'round',
      'round',
      'round',
      'round',
      'round',
      'withdrawal',
    ]);
    // Newest first: the last round is the first row.
    expect(items[0]).toMatchObject({ kind: 'round', id: rounds[4]?.id });
    for (const bet of rounds) {
      const row = items.find((r) => r.kind === 'round' && r.id === bet.id);
      const net = (Number(bet.payout) - Number(bet.amount)).toFixed(2);
      expect(row).toEqual({
        kind: 'round',
        id: bet.id,
        game: bet.game,
        currency: 'RUB',
        amount: bet.amount,
        multiplier: bet.multiplier,
        payout: bet.payout,
        net,
        status: 'settled',
        seeds_revealed: false,
        created_at: bet.created_at,
      });
    }
    expect(items.find((r) => r.kind === 'deposit' && r.id === paid.id)).toMatchObject({
      amount: '500.00',
      credited: '500.00',
      method: 'Bank card',
      status: 'paid',
    });
    expect(items.find((r) => r.kind === 'deposit' && r.id === waiting.id)).toMatchObject({
      amount: '300.00',
      credited: null,
      status: 'waiting',
    });
    expect(items.find((r) => r.kind === 'withdrawal')).toMatchObject({
      amount: '100.00',
      method: 'card',
      status: 'pending',
    });

    // An operator's adjustment is a row of its own, with its sign.
    const adjust = (amount: string) =>
      server.api({
        method: 'POST',
        url: WALLET_API.operatorAdjust.path,
        headers: { ...operator, 'idempotency-key': randomUUID() },
        payload: { user_id: player.userId, account: 'cash', amount, reason: 'test' },
      });
    expect((await adjust('25.00')).statusCode).toBe(200);
    expect((await adjust('-5.50')).statusCode).toBe(200);
    expect((await page(player, { kind: 'other' })).items).toMatchObject([
      { kind: 'other', ledger_kind: 'adjustment', amount: '-5.50', currency: 'RUB' },
      { kind: 'other', ledger_kind: 'adjustment', amount: '25.00', currency: 'RUB' },
    ]);
    expect((await page(player, { limit: 1 })).items[0]).toMatchObject({ kind: 'other', amount: '-5.50' });

    // A rotation reveals the seeds of every round so far.
    const rotated = await server.api({
      method: 'PUT',
      url: GAMES_API.rotateSeeds.path,
      headers: player.auth,
      payload: {},
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = await page(player, { kind: 'rounds' });
    expect(after.items.map((r) => r.kind === 'round' && r.seeds_revealed)).toEqual([true, true, true, true, true]);
  });

  it('filters by kind, by game and by date', async () => {
    const { player, rounds } = await activePlayer();
    const coinflips = await page(player, { game: 'coinflip' });
    expect(coinflips.items.map((r) => r.kind === 'round' && r.game)).toEqual(['coinflip', 'coinflip']);
    expect((await page(player, { kind: 'rounds', game: 'dice' })).items).toHaveLength(3);
    expect((await page(player, { kind: 'deposits' })).items.map((r) => r.kind)).toEqual(['deposit', 'deposit']);
    expect((await page(player, { kind: 'withdrawals' })).items.map((r) => r.kind)).toEqual(['withdrawal']);

    // Two rounds happened on 1 November, the rest today.
    const old = [rounds[0]?.id ?? 0, rounds[1]?.id ?? 0];
    await server.db.execute(
      sql`UPDATE game_bets SET created_at = '2026-11-01T12:00:00Z' WHERE id IN (${old[0]}::bigint, ${old[1]}::bigint)`,
    );
    const november1 = await page(player, { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' });
    expect(november1.items.map(keyOf).sort()).toEqual(old.map((id) => `round:${id}`).sort());
    // `to` is exclusive, `from` inclusive, and an offset is honoured.
    expect((await page(player, { to: '2026-11-01T12:00:00Z' })).items).toEqual([]);
    expect(
      (await page(player, { from: '2026-11-01T17:00:00+05:00', to: '2026-11-01T18:00:00+05:00' })).items,
    ).toHaveLength(2);
    const since = await page(player, { from: '2026-11-02T00:00:00Z', limit: 100 });
    expect(since.items).toHaveLength(6);
    expect(since.items.some((r) => old.includes(r.id) && r.kind === 'round')).toBe(false);
  });

  it('pages by cursor: every row exactly once, in order, even when many rows share one time', async () => {
    const { player } = await activePlayer();
    for (let i = 0; i < 7; i += 1) await play(player, i % 2 ? 'dice' : 'coinflip');
    await deposit(player, '200', false);
    // Every round, deposit and withdrawal at the very same microsecond.
    const instant = sql`'2026-11-20T08:30:00.123456Z'::timestamptz`;
    await server.db.execute(sql`UPDATE game_bets SET created_at = ${instant} WHERE user_id = ${player.userId}::int`);
    await server.db.execute(sql`UPDATE invoices SET created_at = ${instant} WHERE user_id = ${player.userId}::int`);
    await server.db.execute(sql`UPDATE payouts SET created_at = ${instant} WHERE user_id = ${player.userId}::int`);

    const whole = await page(player, { limit: 100 });
    expect(whole.next_cursor).toBeNull();
    for (const limit of [1, 2, 3, 5]) {
      const { rows, pages } = await allPages(player, { limit });
      expect(rows.map(keyOf)).toEqual(whole.items.map(keyOf));
      expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
      expect(pages).toBe(Math.ceil(whole.items.length / limit));
    }
    // The same with a filter: rounds of one game only.
    const dice = await allPages(player, { game: 'dice', limit: 2 });
    expect(dice.rows).toHaveLength(6);
    expect(new Set(dice.rows.map(keyOf)).size).toBe(6);
  });

  it('shows only the player’s own rows, and a round of another player is 404', async () => {
    const { player, rounds } = await activePlayer();
    const other = await registerPlayer(server);
    expect((await page(other)).items).toEqual([]);
    const mine = await server.api({
      method: 'GET',
      url: pathOf(GAMES_API.bet.path, { id: rounds[0]?.id ?? 0 }),
      headers: player.auth,
    });
    expect(OneBetAnswer.parse(mine.json()).data.bet).toMatchObject({ id: rounds[0]?.id, nonce: 0 });
    const theirs = await server.api({
      method: 'GET',
      url: pathOf(GAMES_API.bet.path, { id: rounds[0]?.id ?? 0 }),
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await server.api({ method: 'GET', url: HISTORY_API.list.path })).statusCode).toBe(401);
  });

  it('refuses bad filters with 422 naming the field, and changes nothing', async () => {
    const { player } = await activePlayer();
    const before = await page(player, { limit: 100 });
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: 'bets' }, 'kind', 'kind_invalid'],
      [{ game: 'poker' }, 'game', 'game_invalid'],
      [{ game: 'dice', kind: 'deposits' }, 'game', 'game_with_kind'],
      [{ from: 'yesterday' }, 'from', 'date_invalid'],
      [{ to: '2026-13-45T00:00:00Z' }, 'to', 'date_invalid'],
      [{ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'to', 'range_invalid'],
      [{ cursor: 'abc' }, 'cursor', 'cursor_invalid'],
      [{ cursor: '2026-11-20T08:30:00.123456Z~round~1; DROP TABLE game_bets' }, 'cursor', 'cursor_invalid'],
      [{ limit: '0' }, 'limit', 'limit_invalid'],
      [{ limit: '101' }, 'limit', 'limit_invalid'],
    ];
    for (const [query, field, code] of cases) {
      const res = await list(player, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      const body = ValidationErrorBody.parse(res.json());
      expect(body.errors[field]?.[0], JSON.stringify(body)).toMatch(new RegExp(`^${code}: `));
    }
    expect(await page(player, { limit: 100 })).toEqual(before);
  });
});

/** Rounds written straight into the table (as a busy player's months would), a second apart, ten per instant. */
async function seedRounds(player: Player, count: number): Promise<void> {
  await server.db.execute(sql`
    INSERT INTO game_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
    VALUES (${player.userId}::int, 's', 'h', 'c', 'n', 'nh')`);
  await server.db.execute(sql`
    INSERT INTO game_bets (user_id, game, engine_version, currency, amount_minor, payout_minor, multiplier_bp, status,
      seed_pair_id, nonce, server_seed_hash, client_seed, params, config, outcome, idempotency_key, created_at)
    SELECT ${player.userId}::int, (ARRAY['dice','coinflip','keno','roulette'])[1 + n % 4], 1, 'RUB', 100,
      (n % 2) * 198, (n % 2) * 19800, 'settled', p.id, n, 'h', 'c', '{}', '{}', '{}', 'seed-' || n,
      now() - ((n / 10) * interval '1 second')
    FROM generate_series(0, ${count - 1}::int) n,
      (SELECT id FROM game_seed_pairs WHERE user_id = ${player.userId}::int ORDER BY id DESC LIMIT 1) p`);
}

async function planOf(query: HistoryQuery): Promise<string> {
  const [round] = historyStatements(query).filter((source) => source.kind === 'round');
  if (!round) throw new Error('no rounds in this query');
  const rows = rowsOf<Record<string, string>>(await server.db.execute(sql`EXPLAIN ${round.statement}`));
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}

describe('GET history with thousands of rounds', () => {
  const ROUNDS = 3000;
  let player: Player;
  beforeAll(async () => {
    player = await registerPlayer(server);
    await seedRounds(player, ROUNDS);
    // Another busy player shares the table.
    await seedRounds(await registerPlayer(server), ROUNDS);
    await server.db.execute(sql`ANALYZE game_bets`);
  });

  it('pages through every round exactly once, newest first, and through one game’s rounds', async () => {
    const all = await allPages(player, { limit: 100 });
    expect(all.pages).toBe(ROUNDS / 100);
    expect(all.rows).toHaveLength(ROUNDS);
    expect(new Set(all.rows.map(keyOf)).size).toBe(ROUNDS);
    const times = all.rows.map((row) => Date.parse(row.created_at));
    expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? time))).toBe(true);

    const keno = await allPages(player, { game: 'keno', limit: 100 });
    expect(keno.rows).toHaveLength(ROUNDS / 4);
    expect(new Set(keno.rows.map(keyOf)).size).toBe(ROUNDS / 4);
    expect(keno.rows.every((row) => row.kind === 'round' && row.game === 'keno')).toBe(true);
  });

  it('reads a page deep in the history from the player’s (time, id) index: no scan of the table, no sort of it', async () => {
    const middle = (await page(player, { kind: 'rounds', limit: 100 })).next_cursor;
    expect(middle).not.toBeNull();
    const [at, , id] = (middle ?? '').split('~');
    const deep: HistoryQuery = {
      userId: player.userId,
      kind: 'rounds',
      game: undefined,
      from: undefined,
      to: undefined,
      cursor: { at: at ?? '', kind: 'round', id: Number(id) },
      limit: 101,
    };
    const plan = await planOf(deep);
    expect(plan).toMatch(/Index Scan Backward using game_bets_user_time_idx/);
    expect(plan).not.toMatch(/Seq Scan on game_bets/);
    expect(plan).not.toMatch(/Sort/);

    const oneGame = await planOf({ ...deep, game: 'keno' });
    expect(oneGame).toMatch(/Index Scan Backward using game_bets_user_game_time_idx/);
    expect(oneGame).not.toMatch(/Seq Scan on game_bets/);
    expect(oneGame).not.toMatch(/Sort/);
  });
});
