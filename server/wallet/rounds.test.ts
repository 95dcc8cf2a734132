import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { rowsOf } from './ledger';
import { expectBooksBalanced, registerPlayer } from './players.testing';
import { roundBatchTotals } from './round-batch';
import {
  type BatchLead,
  BatchRefused,
  createWalletService,
  InsufficientFunds,
  type LeadingWrite,
  LedgerRejected,
  type RoundMoney,
  type WalletService,
} from './service';

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

async function fundedPlayer(amountMinor: bigint): Promise<number> {
  const { userId } = await registerPlayer(server);
  if (amountMinor > 0n) {
    await wallet.credit({
      userId,
      currency: 'RUB',
      amountMinor,
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
  }
  return userId;
}

const cash = async (userId: number) => (await wallet.balances(userId, 'RUB')).cash;

const money = (userId: number, stake: bigint, win: bigint, key = randomUUID()): RoundMoney => ({
  userId,
  currency: 'RUB',
  stake: { cash: stake },
  win,
  keys: { stake: `test:${key}:bet`, win: `test:${key}:win` },
  referencePrefix: 'round:test:',
});

/** A lead that writes nothing: its gate is the row `id` (none when null), so only the money is under test. */
const lead = (id: number | null): LeadingWrite => ({
  ctes: (param) => [`g AS (SELECT id FROM (SELECT ${param(id, 'bigint')} AS id) x WHERE id IS NOT NULL)`],
  gate: 'g',
  outputs: { id: '(SELECT id FROM g)' },
});

const BATCH_LEAD: BatchLead<{ userId: number; id: number | null }> = {
  ctes: 'g AS (SELECT user_id, id FROM unnest($1::int[], $2::bigint[]) AS g(user_id, id) WHERE id IS NOT NULL)',
  values: (leads) => [leads.map((l) => l.userId), leads.map((l) => l.id)],
  gate: 'g',
  outputs: ['id'],
};

async function ledgerRows(userId: number) {
  return rowsOf<{ kind: string; amount: string; reference: string }>(
    await server.db.execute(
      sql`SELECT kind, amount_minor::text AS amount, reference FROM ledger_transactions
          WHERE user_id = ${userId} AND kind IN ('bet', 'win') ORDER BY id`,
    ),
  );
}

describe("a round's money", () => {
  it("posts the stake and the win after the round's own write, referenced by the row it wrote", async () => {
    const userId = await fundedPlayer(1_000n);
    const posted = await wallet.postRound(server.db, money(userId, 100n, 250n), lead(42));
    expect(posted.cash).toBe(1_150n);
    expect(Number(posted.outputs.id)).toBe(42);
    expect(await cash(userId)).toBe(1_150n);
    expect(await ledgerRows(userId)).toEqual([
      { kind: 'bet', amount: '100', reference: 'round:test:42' },
      { kind: 'win', amount: '250', reference: 'round:test:42' },
    ]);
  });

  it('moves no money when the round was not written, and none twice under one key', async () => {
    const userId = await fundedPlayer(1_000n);
    const unwritten = await wallet.postRound(server.db, money(userId, 100n, 0n), lead(null));
    expect(unwritten.outputs.id).toBeNull();
    expect(await cash(userId)).toBe(1_000n);
    const round = money(userId, 100n, 0n);
    await wallet.postRound(server.db, round, lead(7));
    const again = await wallet.postRound(server.db, round, lead(8)).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(LedgerRejected);
    expect((again as LedgerRejected).leadRefused).toBe(true);
    expect(await cash(userId)).toBe(900n);
    expect(await ledgerRows(userId)).toEqual([{ kind: 'bet', amount: '100', reference: 'round:test:7' }]);
  });

  it('refuses a stake the cash does not cover, and writes nothing', async () => {
    const userId = await fundedPlayer(50n);
    const refused = await wallet
      .postRound(server.db, money(userId, 51n, 500n), lead(1))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LedgerRejected);
    expect((refused as LedgerRejected).leadRefused).toBe(false);
    const explained = await wallet.explain((refused as LedgerRejected).postings, (refused as LedgerRejected).dbError);
    expect(explained).toBeInstanceOf(InsufficientFunds);
    expect(await cash(userId)).toBe(50n);
    expect(await ledgerRows(userId)).toEqual([]);
  });

  it("writes many players' rounds in one statement, all of a batch or nothing", async () => {
    const batcher = wallet.roundBatcher(BATCH_LEAD);
    if (!inject('pgAdminUrl')) {
      expect(batcher).toBeNull(); // PGlite: no pool, every round goes alone.
      return;
    }
    if (!batcher) throw new Error('No batcher on PostgreSQL');
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(1_000n)));
    const poor = await fundedPlayer(10n);
    const fillers = await Promise.all([fundedPlayer(1_000n), fundedPlayer(1_000n)]);
    // Two batch statements run at once: the fillers go out first, the rest wait and leave together.
    const write = (userId: number, id: number | null, stake: bigint, win: bigint) =>
      batcher.write(money(userId, stake, win), { userId, id }).catch((error: unknown) => error);
    const batch = async (rounds: () => Promise<unknown>[]) => {
      const filled = fillers.map((userId, k) => write(userId, 1_000 + k, 1n, 0n));
      return { rounds: await Promise.all(rounds()), fillers: await Promise.all(filled) };
    };

    // A short balance, then a round its lead did not write: each refuses its whole batch.
    for (const bad of [() => write(poor, 99, 11n, 0n), () => write(players[5] as number, null, 1n, 0n)]) {
      const refused = await batch(() => [
        ...players.slice(0, 5).map((userId, k) => write(userId, k + 1, 100n, 300n)),
        bad(),
      ]);
      for (const result of refused.rounds) expect(result).toBeInstanceOf(BatchRefused);
      for (const userId of players) expect(await cash(userId)).toBe(1_000n);
      expect(await cash(poor)).toBe(10n);
      expect((await Promise.all(players.map(ledgerRows))).flat()).toEqual([]);
    }

    const before = roundBatchTotals();
    const written = await batch(() => players.map((userId, k) => write(userId, k + 1, 100n, k % 2 ? 300n : 0n)));
    const after = roundBatchTotals();
    expect([after.batches - before.batches, after.rounds - before.rounds]).toEqual([3, 8]);
    for (const [k, userId] of players.entries()) {
      const after = k % 2 ? 1_200n : 900n;
      expect(written.rounds[k]).toEqual({ outputs: { id: k + 1 }, cash: after });
      expect(await cash(userId)).toBe(after);
      expect(await ledgerRows(userId)).toEqual([
        { kind: 'bet', amount: '100', reference: `round:test:${k + 1}` },
        ...(k % 2 ? [{ kind: 'win', amount: '300', reference: `round:test:${k + 1}` }] : []),
      ]);
    }
  });
});
