import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_API } from '../../../contract/api/bonus';
import { pathOf } from '../../../contract/api/endpoint';
import { LaunchAnswer, SLOTS_API } from '../../../contract/api/slots';
import { SpinAnswer, STUDIO_API, StudioState } from '../../../contract/api/studio';
import { weightedStake } from '../../../contract/bonus/wagering';
import { betFloats } from '../../../contract/fairness/bytes';
import { winOf } from '../../../contract/slots/game';
import { arraySource } from '../../../contract/slots/reels';
import { studioSlot } from '../../../contract/slots/registry';
import {
  bonusGrants,
  providerRounds,
  providerTransactions,
  slotGames,
  studioRounds,
  studioSeedPairs,
} from '../../db/schema';
import { API_HOST, startTestServer, type TestServer } from '../../test/harness';
import { expectBooksBalanced, OPERATOR_TOKEN, type Player, registerPlayer } from '../../wallet/players.testing';
import { createWalletService, type WalletService } from '../../wallet/service';
import { grantBonus, grantFreeSpins, grantRow, spinWins } from '../bonus.testing';
import { providerSecret, STUDIO_PROVIDER } from '../providers';
import { type CasinoWallet, signedCasinoWallet } from './casino-client';
import { studioPolicy } from './page';
import { createStudio } from './service';

let server: TestServer;
let wallet: WalletService;

beforeAll(async () => {
  server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  wallet = createWalletService(server.db);
});
afterEach(async () => {
  await expectBooksBalanced(server);
});
afterAll(async () => {
  await server?.close();
});

async function launch(
  slug: string,
  mode: 'demo' | 'real',
  player?: Player,
  language: 'ru' | 'en' | 'kk' = 'en',
): Promise<string> {
  const res = await server.api({
    method: 'POST',
    url: SLOTS_API.launch.path,
    headers: player?.auth ?? {},
    payload: { slug, mode, language, return_url: '/en/games/slots' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = LaunchAnswer.parse(res.json()).data.url;
  const session = url.split('/').pop() as string;
  expect(url).toBe(pathOf(STUDIO_API.page.path, { session }));
  return session;
}

async function state(session: string) {
  const res = await server.api({ method: 'GET', url: pathOf(STUDIO_API.state.path, { session }) });
  expect(res.statusCode, res.body).toBe(200);
  return StudioState.parse(res.json()).data;
}

function spin(session: string, stake: string, key: string = randomUUID(), freeSpins?: number) {
  return server.api({
    method: 'POST',
    url: pathOf(STUDIO_API.spin.path, { session }),
    headers: { 'idempotency-key': key },
    payload: freeSpins === undefined ? { stake } : { stake, free_spins_id: freeSpins },
  });
}

/** The session's last spin moved MIN_SPIN_MS into the past, as if the player had waited (spins are that far apart). */
async function letSpinTimePass(session: string) {
  await server.db
    .update(studioRounds)
    .set({ createdAt: sql`${studioRounds.createdAt} - interval '3 seconds'` })
    .where(eq(studioRounds.sessionId, session));
}

async function fund(player: Player, amountMinor: bigint) {
  await wallet.credit({
    userId: player.userId,
    currency: 'RUB',
    amountMinor,
    kind: 'adjustment',
    idempotencyKey: `fund:${randomUUID()}`,
    counterparty: 'adjustments',
  });
}

/** The studio's rounds of a session as stored. */
const roundsOf = (session: string) => server.db.select().from(studioRounds).where(eq(studioRounds.sessionId, session));

/**
 * The casino as the studio reaches it, failing as told: `bet` and a paying `win` lose their answer after the casino
 * acted on the call (a losing round's win of 0 never fails), `rollback` does not reach it. Each count is the failures
 * still to come.
 */
function flakyCasino(failing: { bet?: number; win?: number; rollback?: number }): CasinoWallet {
  const casino = signedCasinoWallet(
    (options) => server.app.inject({ ...options, headers: { host: API_HOST, ...options.headers } }),
    STUDIO_PROVIDER,
    () => providerSecret(server.db, STUDIO_PROVIDER),
  );
  const fails = (name: 'bet' | 'win' | 'rollback') => {
    const left = failing[name] ?? 0;
    failing[name] = left - 1;
    return left > 0;
  };
  return {
    balance: casino.balance,
    async bet(call) {
      const answer = await casino.bet(call);
      if (fails('bet')) throw new Error('The bet’s answer was lost');
      return answer;
    },
    async win(call) {
      const answer = await casino.win(call);
      if (call.amount !== '0' && fails('win')) throw new Error('The win’s answer was lost');
      return answer;
    },
    async rollback(call) {
      if (fails('rollback')) throw new Error('The casino is unreachable');
      return casino.rollback(call);
    },
  };
}

/** The round recomputed from its stored seeds, as a verifier would once the server seed is shown. */
async function recomputed(roundId: number) {
  const [round] = await server.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!round) throw new Error('no round');
  const [pair] = await server.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, round.seedPairId));
  if (!pair) throw new Error('no pair');
  const game = studioSlot(round.gameId);
  if (!game) throw new Error('no game');
  const floats = await betFloats(
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: round.nonce },
    game.maxFloats,
  );
  const outcome = game.play(arraySource(floats));
  return { outcome, win: winOf(game, round.stakeMinor, outcome.units) };
}

describe('the studio behind the adapter', () => {
  it('plays a guest’s demo with play money, nothing in the ledger, each round recomputable from its seeds', async () => {
    const session = await launch('mirror-fortune', 'demo');
    const before = await state(session);
    expect(before.mode).toBe('demo');
    expect(before.balance).toBe('1000000');
    let balance = BigInt(before.balance);
    let net = 0n;
    for (let i = 0; i < 5; i++) {
      const res = await spin(session, '1000');
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance: after, net: position } = SpinAnswer.parse(res.json()).data;
      balance += BigInt(round.win) - 1000n;
      net += BigInt(round.win) - 1000n;
      expect(after).toBe(balance.toString());
      expect(position).toBe(net.toString());
      const again = await recomputed(round.id);
      expect(again.win.toString()).toBe(round.win);
      expect(again.outcome.spin).toEqual(round.spin);
      expect(round.nonce).toBe(i);
      await letSpinTimePass(session);
    }
    expect((await state(session)).net).toBe(net.toString());
  });

  it('plays a player’s real spin through the casino’s wallet: cash follows the stake and the win, a resend moves nothing', async () => {
    const player = await registerPlayer(server, 'RUB');
    await wallet.credit({
      userId: player.userId,
      currency: 'RUB',
      amountMinor: 50_000n,
      kind: 'adjustment',
      idempotencyKey: `fund:${randomUUID()}`,
      counterparty: 'adjustments',
    });
    const session = await launch('lucky-sevens', 'real', player);
    expect((await state(session)).balance).toBe('50000');
    let cash = 50_000n;
    const key = randomUUID();
    const res = await spin(session, '2000', key);
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = SpinAnswer.parse(res.json()).data;
    cash += BigInt(round.win) - 2000n;
    expect(balance).toBe(cash.toString());
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(cash);
    const [casinoRound] = await server.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.roundId, String(round.id)));
    expect(casinoRound).toMatchObject({ userId: player.userId, stakedMinor: 2000n, wonMinor: BigInt(round.win) });
    const resent = await spin(session, '2000', key);
    expect(resent.statusCode, resent.body).toBe(200);
    // The first round again, with the player's real balance.
    expect(SpinAnswer.parse(resent.json()).data).toMatchObject({ round, balance: cash.toString(), bonus_balance: '0' });
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(cash);
  });

  it('refuses a real spin the cash does not cover, and moves nothing', async () => {
    const player = await registerPlayer(server, 'RUB');
    const session = await launch('jade-ways', 'real', player);
    const res = await spin(session, '1000');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.stake[0]).toMatch(/^insufficient_funds:/);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(0n);
  });

  it('asks a guest to sign in for real money, and refuses a stake it does not offer', async () => {
    const res = await server.api({
      method: 'POST',
      url: SLOTS_API.launch.path,
      payload: { slug: 'mirror-fortune', mode: 'real', language: 'en', return_url: '/' },
    });
    expect(res.statusCode).toBe(401);
    const session = await launch('mirror-fortune', 'demo');
    expect((await spin(session, '1234')).statusCode).toBe(422);
  });
});

describe('the studio’s rules', () => {
  it('refuses a spin within 2.5 s of the session’s last one (a resend of that one is still answered)', async () => {
    const session = await launch('jade-ways', 'demo');
    const key = randomUUID();
    const first = await spin(session, '1000', key);
    expect(first.statusCode, first.body).toBe(200);
    const balance = SpinAnswer.parse(first.json()).data.balance;
    const early = await spin(session, '1000');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'spin_too_soon' });
    expect((await state(session)).balance).toBe(balance);
    const resent = await spin(session, '1000', key);
    expect(SpinAnswer.parse(resent.json()).data).toEqual(SpinAnswer.parse(first.json()).data);
    await letSpinTimePass(session);
    expect((await spin(session, '1000')).statusCode).toBe(200);
    expect(await roundsOf(session)).toHaveLength(2);
  });

  it('states its published RTP, hit frequency and max win, and frames only in the site', async () => {
    const session = await launch('mirror-fortune', 'demo');
    const game = studioSlot('mirror-fortune');
    expect((await state(session)).game).toMatchObject({
      rtp: ((game?.publishedRtpBp ?? 0) / 100).toFixed(2),
      hit_frequency: ((game?.publishedHitFrequencyBp ?? 0) / 100).toFixed(2),
      max_win: game?.maxWinStakes,
    });
    const page = await server.api({ method: 'GET', url: pathOf(STUDIO_API.page.path, { session }) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBeUndefined();
    // Development: the site on localhost and its local mirrors; never any origin.
    expect(page.headers['content-security-policy']).toMatch(
      /frame-ancestors http:\/\/localhost http:\/\/\*\.localhost:\*$/,
    );
    const production = studioPolicy({ headers: { host: 'api.luckymirror.example' } } as never, true);
    expect(production).toMatch(/; frame-ancestors https:\/\/luckymirror\.example$/);
  });

  it('writes its page in the session’s language: its lang, its labels and the script’s texts', async () => {
    const page = async (language: 'ru' | 'en' | 'kk') => {
      const session = await launch('mirror-fortune', 'demo', undefined, language);
      const res = await server.api({ method: 'GET', url: pathOf(STUDIO_API.page.path, { session }) });
      expect(res.statusCode).toBe(200);
      const block = /<script type="application\/json" id="page-texts">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}';
      return { html: res.body, data: JSON.parse(block) };
    };
    const ru = await page('ru');
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toMatch(/<button id="spin" type="button" disabled>Крутить<\/button>/);
    expect(ru.data).toMatchObject({
      locale: 'ru',
      digits: 2,
      texts: { useFreeSpin: 'Бесплатное вращение (осталось: {left})' },
    });
    const kk = await page('kk');
    expect(kk.html).toContain('<html lang="kk">');
    expect(kk.html).toMatch(/<button id="spin" type="button" disabled>Айналдыру<\/button>/);
    const en = await page('en');
    expect(en.html).toContain('<html lang="en">');
    expect(en.data.texts.useFreeSpin).toBe('Use free spin ({left} left)');
  });

  it('asks for the game’s currency for real money (a 422 that writes nothing), and opens the demo in one it has', async () => {
    const player = await registerPlayer(server, 'RUB');
    const only = (currencies: string[]) =>
      server.db.update(slotGames).set({ currencies }).where(eq(slotGames.slug, 'lucky-sevens'));
    await only(['USD', 'EUR']);
    try {
      const res = await server.api({
        method: 'POST',
        url: SLOTS_API.launch.path,
        headers: player.auth,
        payload: { slug: 'lucky-sevens', mode: 'real', language: 'en', return_url: '/' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: { currency: ['currency_unsupported: Lucky Sevens is not played in RUB'] },
      });
      expect((await state(await launch('lucky-sevens', 'demo', player))).currency).toBe('USD');
    } finally {
      await only(['RUB', 'USD', 'KZT', 'INR', 'EUR']);
    }
  });
});

describe('an active bonus in the studio', () => {
  it('refuses a stake above its max bet with its reason, and counts a real spin toward its wagering at the slots weight', async () => {
    const player = await registerPlayer(server, 'RUB');
    await fund(player, 50_000n);
    const bonus = await grantBonus(server, player, { amount: '100', wager: 10, maxBet: '50' });
    const session = await launch('jade-ways', 'real', player);
    const refused = await spin(session, '10000');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { stake: ['bonus_max_bet: While your bonus is wagered the maximum bet is 50.00 RUB'] },
    });
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(50_000n);
    // A refused spin is not a spin: the next one need not wait.
    const played = await spin(session, '2000');
    expect(played.statusCode, played.body).toBe(200);
    expect((await grantRow(server, bonus)).wageredMinor).toBe(weightedStake(2000n, 'slot'));
    expect(weightedStake(2000n, 'slot')).toBe(2000n);
  });
});

describe('free spins in the studio', () => {
  it('spends a campaign to zero, one spin per round (a resend spends nothing), its wins to the bonus balance under wagering', async () => {
    const player = await registerPlayer(server, 'RUB');
    await fund(player, 10_000n);
    const campaign = await grantFreeSpins(server, player, { game: 'lucky-sevens', spins: 3, value: '5', wager: 2 });
    await grantFreeSpins(server, player, { game: 'jade-ways', spins: 5, value: '5' });
    const session = await launch('lucky-sevens', 'real', player);
    expect((await state(session)).free_spins).toEqual([{ id: campaign, spins_left: 3, stake: '500' }]);

    const wins: bigint[] = [];
    for (let left = 2; left >= 0; left--) {
      const key = randomUUID();
      const res = await spin(session, '500', key, campaign);
      expect(res.statusCode, res.body).toBe(200);
      const played = SpinAnswer.parse(res.json()).data;
      expect(played.round).toMatchObject({ free_spins_id: campaign, stake: '500' });
      // Played at the campaign's value: the round recomputed from its seeds at 5.00 RUB.
      expect(played.round.win).toBe((await recomputed(played.round.id)).win.toString());
      // No real money: the cash and the session's net stay; the win is bonus money.
      expect(played).toMatchObject({ balance: '10000', net: '0' });
      wins.push(BigInt(played.round.win));
      const resent = await spin(session, '500', key, campaign);
      expect(SpinAnswer.parse(resent.json()).data.round).toEqual(played.round);
      expect((await grantRow(server, campaign)).spinsLeft).toBe(left);
      await letSpinTimePass(session);
    }
    expect(await grantRow(server, campaign)).toMatchObject({ status: 'completed', spinsLeft: 0 });
    expect((await state(session)).free_spins).toEqual([]);
    const spent = await spin(session, '500', randomUUID(), campaign);
    expect(spent.statusCode).toBe(422);
    expect(spent.json()).toMatchObject({
      errors: { free_spins_id: ['free_bet_unavailable: This free-spins campaign has no spins left'] },
    });

    // Each win is a bonus of its own to wager twice: the first active (in the bonus balance), the next ones waiting.
    const won = wins.filter((w) => w > 0n);
    const grants = await spinWins(server, player);
    expect(grants.map((g) => g.amountMinor).sort()).toEqual([...won].sort());
    for (const g of grants) expect(g.requiredMinor).toBe(2n * g.amountMinor);
    const balances = await wallet.balances(player.userId, 'RUB');
    expect(balances.cash).toBe(10_000n);
    expect(balances.bonus).toBe(grants.find((g) => g.status === 'active')?.amountMinor ?? 0n);
    expect((await state(session)).bonus_balance).toBe(balances.bonus.toString());
  });

  it('spends the last spin once when two tabs race for it', async () => {
    const player = await registerPlayer(server, 'RUB');
    const campaign = await grantFreeSpins(server, player, { game: 'jade-ways', spins: 1, value: '5' });
    const tabs = [await launch('jade-ways', 'real', player), await launch('jade-ways', 'real', player)];
    const answers = await Promise.all(tabs.map((tab) => spin(tab, '500', randomUUID(), campaign)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)?.json()).toMatchObject({
      errors: { free_spins_id: ['free_bet_unavailable: This free-spins campaign has no spins left'] },
    });
    expect(await grantRow(server, campaign)).toMatchObject({ spinsLeft: 0, status: 'completed' });
  });

  it('refuses a cancelled or expired campaign, another game’s, and free spins in a demo, with the reason', async () => {
    const player = await registerPlayer(server, 'RUB');
    const cancelled = await grantFreeSpins(server, player, { game: 'mirror-fortune', spins: 2, value: '5' });
    const cancel = await server.api({
      method: 'PUT',
      url: pathOf(BONUS_API.cancelFreeSpins.path, { id: cancelled }),
      headers: player.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const expired = await grantFreeSpins(server, player, { game: 'mirror-fortune', spins: 2, value: '5' });
    await server.db
      .update(bonusGrants)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(bonusGrants.id, expired));
    const elsewhere = await grantFreeSpins(server, player, { game: 'jade-ways', spins: 2, value: '5' });
    const session = await launch('mirror-fortune', 'real', player);
    expect((await state(session)).free_spins).toEqual([]);
    for (const [campaign, reason] of [
      [cancelled, 'free_bet_unavailable: This free-spins campaign was cancelled'],
      [expired, 'free_bet_unavailable: This free-spins campaign has expired'],
      [elsewhere, 'free_bet_game: This free-spins campaign is for jade-ways'],
    ] as const) {
      const res = await spin(session, '500', randomUUID(), campaign);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ errors: { free_spins_id: [reason] } });
    }
    expect((await roundsOf(session)).map((r) => r.status)).toEqual(['refused', 'refused', 'refused']);
    expect((await grantRow(server, elsewhere)).spinsLeft).toBe(2);
    expect((await wallet.balances(player.userId, 'RUB')).bonus).toBe(0n);

    const demo = await launch('jade-ways', 'demo');
    const res = await spin(demo, '500', randomUUID(), elsewhere);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { free_spins_id: [expect.stringMatching(/^free_spins_demo: /)] } });
  });
});

describe('a real round a failure left unsettled', () => {
  /** Spins with `studio` until a round wins (its win's answer is lost): that round's key. */
  async function spinUntilTheWinFails(studio: ReturnType<typeof createStudio>, session: string): Promise<string> {
    for (let i = 0; i < 80; i++) {
      const key = randomUUID();
      const failed = await studio.spin(session, key, { stake: '1000' }).then(
        () => false,
        () => true,
      );
      await letSpinTimePass(session);
      if (failed) return key;
    }
    throw new Error('No round won in 80 spins');
  }

  /**
   * Every round of the session settled or refused, and the player's cash what the settled ones say (a refused one
   * moved nothing in the end); each settled round ended by one win call, each win paid once.
   */
  async function expectPaidOnce(player: Player, session: string, funded: bigint) {
    const all = await roundsOf(session);
    expect(all.every((r) => r.status === 'settled' || r.status === 'refused')).toBe(true);
    const rounds = all.filter((r) => r.status === 'settled');
    const net = rounds.reduce((sum, r) => sum + r.winMinor - r.stakeMinor, 0n);
    expect((await wallet.balances(player.userId, 'RUB')).cash).toBe(funded + net);
    const paid = await server.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.userId, player.userId), eq(providerTransactions.kind, 'win')));
    expect(paid).toHaveLength(rounds.length);
    expect(paid.filter((call) => call.amountMinor > 0n)).toHaveLength(rounds.filter((r) => r.winMinor > 0n).length);
  }

  it('pays the win of a round whose win failed after its bet was taken when the spin is resent, once', async () => {
    const player = await registerPlayer(server, 'RUB');
    await fund(player, 100_000n);
    const session = await launch('lucky-sevens', 'real', player);
    const key = await spinUntilTheWinFails(
      createStudio({ db: server.db, casino: () => flakyCasino({ win: 1 }) }),
      session,
    );
    const [stuck] = (await roundsOf(session)).filter((r) => r.idempotencyKey === key);
    expect(stuck?.status).toBe('staked');
    const resent = await spin(session, '1000', key);
    expect(resent.statusCode, resent.body).toBe(200);
    const { round, balance } = SpinAnswer.parse(resent.json()).data;
    expect(round.id).toBe(stuck?.id);
    expect(balance).toBe((await wallet.balances(player.userId, 'RUB')).cash.toString());
    expect((await spin(session, '1000', key)).statusCode).toBe(200);
    await expectPaidOnce(player, session, 100_000n);
  });

  it('the sweep pays a staked round’s win once, and rolls back a round whose bet was never answered', async () => {
    const player = await registerPlayer(server, 'RUB');
    await fund(player, 100_000n);
    const session = await launch('lucky-sevens', 'real', player);
    const studio = createStudio({ db: server.db, casino: () => flakyCasino({ win: 1 }) });
    await spinUntilTheWinFails(studio, session);
    // A bet whose answer is lost and whose rollback does not reach the casino: the stake is taken, the round pending.
    const lost = createStudio({ db: server.db, casino: () => flakyCasino({ bet: 1, rollback: 1 }) });
    await expect(lost.spin(session, randomUUID(), { stake: '1000' })).rejects.toThrow();
    expect((await roundsOf(session)).map((r) => r.status).filter((s) => s !== 'settled')).toEqual(
      expect.arrayContaining(['staked', 'pending']),
    );
    const healthy = createStudio({ db: server.db, casino: () => flakyCasino({}) });
    expect(await healthy.settleDue(60_000)).toBe(0);
    expect(await healthy.settleDue(0)).toBe(2);
    expect(await healthy.settleDue(0)).toBe(0);
    expect((await roundsOf(session)).filter((r) => r.status === 'refused')).toHaveLength(1);
    // The refused round's stake came back; every other round is settled and paid once.
    await expectPaidOnce(player, session, 100_000n);
  });
});
