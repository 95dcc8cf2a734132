import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { AUTH_API, TokenAnswer } from '../../contract/api/auth';
import { PROFILE_API, ProfileAnswer } from '../../contract/api/profile';
import type { Db } from '../db/types';
import { createWalletService } from '../wallet/service';
import type { SpawnedServer } from './spawn-server';

/** What the leader tests share: a throwaway PostgreSQL database, funded players, waiting for a leader. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new database on the test cluster (server-pg's globalSetup): its URL, and how to drop it. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl') as string;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A RUB player registered through `server`, credited 1,000.00 RUB by an adjustment. */
export async function fundedPlayer(server: SpawnedServer, db: Db) {
  const registered = await server.api(AUTH_API.registerEmail.path, {
    method: 'POST',
    body: {
      email: `p-${randomUUID()}@example.com`,
      password: 'password1',
      currency: 'RUB',
      adult_confirmed: true,
      agreement_accepted: true,
    },
  });
  expect(registered.status).toBe(200);
  const auth = { authorization: `Bearer ${TokenAnswer.parse(registered.body).token}` };
  const me = ProfileAnswer.parse((await server.api(PROFILE_API.user.path, { headers: auth })).body);
  await createWalletService(db).credit({
    userId: me.data.id,
    currency: 'RUB',
    amountMinor: 100_000n,
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
  return { auth, userId: me.data.id };
}

/** The log line of a process that took a game's leadership (server/lib/leader.ts). */
const leadingLine = (game: string) => `${game}: leading the rounds`;

/** Waits until `server` logs that it leads `game`; fails after `withinMs`. */
export async function untilLeading(server: SpawnedServer, game: string, withinMs: number): Promise<void> {
  const started = Date.now();
  while (!server.output().includes(leadingLine(game))) {
    expect(Date.now() - started, `${game}: no leader within ${withinMs} ms`).toBeLessThan(withinMs);
    await sleep(20);
  }
}
