import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_API, RotateSeedsAnswer, SeedsAnswer } from '../../contract/api/games';
import { hashServerSeed } from '../../contract/fairness/seeds';
import { gameSeedPairs } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { type Player, registerPlayer } from '../wallet/players.testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const rotate = (player: Player, payload: object = {}, key?: string) =>
  server.api({
    method: 'PUT',
    url: GAMES_API.seeds.path,
    headers: { ...player.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const activeSeeds = async (player: Player) =>
  SeedsAnswer.parse((await server.api({ method: 'GET', url: GAMES_API.seeds.path, headers: player.auth })).json()).data;

const pairsOf = (player: Player) =>
  server.db.select().from(gameSeedPairs).where(eq(gameSeedPairs.userId, player.userId)).orderBy(asc(gameSeedPairs.id));

/**
 * The player's pairs form one chain: only the newest is active, each older one is revealed, and each pair's
 * server seed is the one its predecessor committed to. Every 200 answer is the rotation that made one link.
 */
async function expectOneChain(player: Player, answers: RotateSeedsAnswer[]) {
  const pairs = await pairsOf(player);
  expect(pairs.filter((pair) => pair.active)).toHaveLength(1);
  expect(pairs.at(-1)?.active).toBe(true);
  for (let i = 1; i < pairs.length; i++) {
    const [before, after] = [pairs[i - 1], pairs[i]];
    expect(before?.revealedAt).not.toBeNull();
    expect(after?.serverSeedHash).toBe(before?.nextServerSeedHash);
    expect(await hashServerSeed(after?.serverSeed ?? '')).toBe(after?.serverSeedHash);
  }
  for (const { data } of answers) {
    const link = pairs.findIndex((pair) => pair.serverSeedHash === data.revealed.server_seed_hash);
    expect(link).toBeGreaterThanOrEqual(0);
    expect(data.revealed.server_seed).toBe(pairs[link]?.serverSeed);
    expect(data.active.server_seed_hash).toBe(pairs[link + 1]?.serverSeedHash);
    expect(data.active.next_server_seed_hash).toBe(pairs[link + 1]?.nextServerSeedHash);
  }
  expect((await activeSeeds(player)).server_seed_hash).toBe(pairs.at(-1)?.serverSeedHash);
}

describe('concurrent rotations', () => {
  it('10 at once for one player: no 5xx, each 200 or 409, and the pairs still form one chain', async () => {
    const player = await registerPlayer(server);
    const first = await activeSeeds(player);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rotate(player)));
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const rotated = answers.filter((res) => res.statusCode === 200).map((res) => RotateSeedsAnswer.parse(res.json()));
    expect(rotated.length).toBeGreaterThan(0);
    // The pair everyone saw is revealed by exactly one rotation, and all who asked to reveal it are told the same.
    const ofFirst = rotated.filter((answer) => answer.data.revealed.server_seed_hash === first.server_seed_hash);
    expect(ofFirst.length).toBeGreaterThan(0);
    expect(new Set(ofFirst.map((answer) => JSON.stringify(answer)))).toHaveLength(1);
    await expectOneChain(player, rotated);
  });

  it('10 at once with different client seeds: each 200 carries the seed it asked for, the others 409', async () => {
    const player = await registerPlayer(server);
    await activeSeeds(player);
    const seeds = Array.from({ length: 10 }, (_, i) => `tab ${i}`);
    const answers = await Promise.all(seeds.map((client_seed) => rotate(player, { client_seed })));
    const rotated: RotateSeedsAnswer[] = [];
    answers.forEach((res, i) => {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json().code).toBe('seeds_changed');
      if (res.statusCode !== 200) return;
      const answer = RotateSeedsAnswer.parse(res.json());
      expect(answer.data.active.client_seed).toBe(seeds[i]);
      rotated.push(answer);
    });
    await expectOneChain(player, rotated);
  });

  it('rotates again when the rotations come one after another', async () => {
    const player = await registerPlayer(server);
    const answers: RotateSeedsAnswer[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await rotate(player);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(RotateSeedsAnswer.parse(res.json()));
    }
    expect(await pairsOf(player)).toHaveLength(4);
    await expectOneChain(player, answers);
  });
});

describe('Idempotency-Key', () => {
  it('the same key again answers the first rotation and rotates nothing; another body under it is a 409', async () => {
    const player = await registerPlayer(server);
    const key = randomUUID();
    const first = await rotate(player, { client_seed: 'lucky' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const pairs = await pairsOf(player);

    const again = await rotate(player, { client_seed: 'lucky' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await pairsOf(player)).toEqual(pairs);

    const other = await rotate(player, { client_seed: 'other' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
    const keptSeed = await rotate(player, {}, key);
    expect(keptSeed.statusCode).toBe(409);
    expect(await pairsOf(player)).toEqual(pairs);

    // A new key rotates again.
    expect((await rotate(player, { client_seed: 'lucky' }, randomUUID())).statusCode).toBe(200);
    expect(await pairsOf(player)).toHaveLength(pairs.length + 1);
  });

  it('10 resends of one key at once rotate once and all answer the same', async () => {
    const player = await registerPlayer(server);
    await activeSeeds(player);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => rotate(player, {}, key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => res.body))).toHaveLength(1);
    expect(await pairsOf(player)).toHaveLength(2);
    await expectOneChain(player, [RotateSeedsAnswer.parse(answers[0]?.json())]);
  });

  it('answers the first rotation even after the pair it made has been played and rotated', async () => {
    const player = await registerPlayer(server);
    const key = randomUUID();
    const first = await rotate(player, {}, key);
    expect(first.statusCode).toBe(200);
    expect((await rotate(player, {}, randomUUID())).statusCode).toBe(200);
    const again = await rotate(player, {}, key);
    expect(again.json()).toEqual(first.json());
    expect(await pairsOf(player)).toHaveLength(3);
  });

  it('refuses a malformed key with a 422 and rotates nothing', async () => {
    const player = await registerPlayer(server);
    await activeSeeds(player);
    const res = await rotate(player, {}, 'bad key!');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['idempotency-key']);
    expect(await pairsOf(player)).toHaveLength(1);
  });
});
