import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WalletAnswer } from '../../../contract/api/slots';
import type { SpinAnswer, StudioRound, StudioState } from '../../../contract/api/studio';
import { betFloats } from '../../../contract/fairness/bytes';
import { hashServerSeed, newClientSeed, newServerSeed } from '../../../contract/fairness/seeds';
import type { Currency } from '../../../contract/money';
import { type SlotMaths, winOf } from '../../../contract/slots/game';
import { MIRROR_FORTUNE_LINES } from '../../../contract/slots/mirror-fortune';
import { arraySource } from '../../../contract/slots/reels';
import { studioSlot } from '../../../contract/slots/registry';
import { demoBalanceIn, isStakeOffered, MIN_SPIN_MS, stakesIn } from '../../../contract/slots/stakes';
import {
  type StudioSeedPairRow,
  type StudioSessionRow,
  studioRounds,
  studioSeedPairs,
  studioSessions,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { HttpError, ValidationError } from '../../lib/http-error';
import { rowsOf } from '../../wallet/ledger';
import type { CasinoWallet } from './casino-client';

export interface StudioLaunch {
  provider: string;
  gameId: string;
  mode: 'demo' | 'real';
  /** The casino's session token (real money only). */
  casinoToken: string | null;
  /** The casino's player id (real money), or the demo session's own. */
  player: string | null;
  currency: Currency;
  language: string;
  returnUrl: string | null;
}

const sessionNotFound = () => new HttpError(404, 'session_not_found', 'This game session does not exist');

/** What a refused bet tells the game (the casino's status in the studio's own answer). */
function betRefusal(status: WalletAnswer['status']): Error {
  if (status === 'INSUFFICIENT_FUNDS') {
    return new ValidationError({ stake: ['insufficient_funds: Not enough money for this stake'] });
  }
  if (status === 'SESSION_EXPIRED' || status === 'UNKNOWN_SESSION') {
    return new HttpError(401, 'session_expired', 'The game session has ended: open the game again');
  }
  return new HttpError(409, 'bet_refused', `The casino refused the bet (${status})`);
}

/**
 * Lucky Mirror Studio, the provider run by this server: its sessions, each player's seed pair, and the spin, whose
 * money goes through the casino's wallet calls (`casino`) like any provider's. A round is one nonce: the paid spin
 * and its free spins from one stream (contract/slots).
 */
export function createStudio({ db, casino }: { db: Db; casino: () => CasinoWallet }) {
  async function session(id: string): Promise<StudioSessionRow> {
    const [row] = await db.select().from(studioSessions).where(eq(studioSessions.id, id));
    if (!row) throw sessionNotFound();
    return row;
  }

  const gameOf = (row: StudioSessionRow): SlotMaths => {
    const game = studioSlot(row.gameId);
    if (!game) throw sessionNotFound();
    return game;
  };

  /** The player's active pair, created on first use, locked until the caller's transaction ends. */
  async function activePair(tx: Tx, player: string): Promise<StudioSeedPairRow> {
    const serverSeed = newServerSeed();
    await tx
      .insert(studioSeedPairs)
      .values({ player, serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed: newClientSeed() })
      .onConflictDoNothing();
    const [pair] = await tx
      .select()
      .from(studioSeedPairs)
      .where(and(eq(studioSeedPairs.player, player), eq(studioSeedPairs.active, true)))
      .for('update');
    if (!pair) throw new Error('No active studio seed pair');
    return pair;
  }

  async function net(sessionId: string): Promise<{ net: bigint; spins: number }> {
    const [row] = rowsOf<{ net: string | null; spins: number }>(
      await db.execute(
        sql`SELECT sum(win_minor - stake_minor)::text AS net, count(*)::int AS spins
            FROM studio_rounds WHERE session_id = ${sessionId} AND status = 'settled'`,
      ),
    );
    return { net: BigInt(row?.net ?? '0'), spins: Number(row?.spins ?? 0) };
  }

  function roundView(
    row: typeof studioRounds.$inferSelect,
    pair: Pick<StudioSeedPairRow, 'serverSeedHash' | 'clientSeed'>,
  ): StudioRound {
    const outcome = row.outcome as unknown as { spin: StudioRound['spin']; freeSpins: StudioRound['free_spins'] };
    return {
      id: row.id,
      stake: row.stakeMinor.toString(),
      win: row.winMinor.toString(),
      spin: outcome.spin,
      free_spins: outcome.freeSpins,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: row.nonce,
      free_spins_id: row.freeSpinsGrantId,
    };
  }

  async function pairOf(id: number): Promise<StudioSeedPairRow> {
    const [pair] = await db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, id));
    if (!pair) throw new Error('A round without its seed pair');
    return pair;
  }

  async function answerOf(
    row: StudioSessionRow,
    round: typeof studioRounds.$inferSelect,
    balance: bigint,
  ): Promise<SpinAnswer> {
    return {
      data: {
        round: roundView(round, await pairOf(round.seedPairId)),
        balance: balance.toString(),
        net: (await net(row.id)).net.toString(),
      },
    };
  }

  /** The real-money round's money at the casino: the bet, then the win; a failed bet is rolled back. */
  async function settleAtCasino(row: StudioSessionRow, round: typeof studioRounds.$inferSelect): Promise<bigint> {
    const wallet = casino();
    const base = { session: row.casinoToken ?? '', round_id: String(round.id), game_id: row.gameId };
    const betId = `studio-bet-${round.id}`;
    let bet: WalletAnswer;
    try {
      bet = await wallet.bet({
        ...base,
        transaction_id: betId,
        amount: round.stakeMinor.toString(),
        currency: row.currency as Currency,
      });
    } catch (error) {
      // The answer is unknown: undo it, whether it arrived or not (a rollback of a bet never received is recorded).
      await wallet.rollback({
        ...base,
        transaction_id: `studio-rollback-${round.id}`,
        reference_transaction_id: betId,
      });
      await db
        .update(studioRounds)
        .set({ status: 'refused', updatedAt: new Date() })
        .where(eq(studioRounds.id, round.id));
      throw error;
    }
    if (bet.status !== 'OK') {
      await db
        .update(studioRounds)
        .set({ status: 'refused', updatedAt: new Date() })
        .where(eq(studioRounds.id, round.id));
      throw betRefusal(bet.status);
    }
    let balance = BigInt(bet.balance ?? '0');
    if (round.winMinor > 0n) {
      const win = await wallet.win({
        ...base,
        transaction_id: `studio-win-${round.id}`,
        amount: round.winMinor.toString(),
        currency: row.currency as Currency,
      });
      if (win.status !== 'OK') throw new Error(`The casino refused the win of studio round ${round.id}: ${win.status}`);
      balance = BigInt(win.balance ?? '0');
    }
    await db
      .update(studioRounds)
      .set({ status: 'settled', updatedAt: new Date() })
      .where(eq(studioRounds.id, round.id));
    return balance;
  }

  /** A real session's balance, as the casino answers it (a session past its time shows 0: the game asks for a relaunch). */
  async function casinoBalance(row: StudioSessionRow): Promise<string> {
    const answer = await casino().balance(row.casinoToken ?? '');
    return answer.status === 'OK' ? (answer.balance ?? '0') : '0';
  }

  return {
    /** A new session (the provider's side of a launch): its id is the game address's capability. */
    async open(launch: StudioLaunch): Promise<string> {
      const game = studioSlot(launch.gameId);
      if (!game) throw new HttpError(404, 'game_not_found', 'No such game');
      const id = randomBytes(24).toString('base64url');
      await db.insert(studioSessions).values({
        id,
        provider: launch.provider,
        gameId: game.id,
        mode: launch.mode,
        casinoToken: launch.casinoToken,
        player: launch.player ?? `demo:${id}`,
        currency: launch.currency,
        language: launch.language,
        returnUrl: launch.returnUrl,
        demoBalanceMinor: launch.mode === 'demo' ? demoBalanceIn(launch.currency) : null,
      });
      return id;
    },

    async state(id: string): Promise<StudioState> {
      const row = await session(id);
      const game = gameOf(row);
      const pair = await db.transaction((tx) => activePair(tx, row.player));
      const { net: position, spins } = await net(id);
      const currency = row.currency as Currency;
      return {
        data: {
          game: {
            id: game.id,
            title: game.title,
            category: game.category,
            reels: game.reels,
            rows: game.rows,
            units_per_stake: game.unitsPerStake,
            rtp: (game.publishedRtpBp / 100).toFixed(2),
            symbols: [...game.symbols],
            lines:
              game.category === 'video'
                ? MIRROR_FORTUNE_LINES.map((l) => [...l])
                : game.category === 'classic'
                  ? [[1, 1, 1]]
                  : [],
          },
          mode: row.mode as 'demo' | 'real',
          currency,
          language: row.language,
          balance: row.mode === 'demo' ? (row.demoBalanceMinor ?? 0n).toString() : await casinoBalance(row),
          stakes: stakesIn(currency).map(String),
          net: position.toString(),
          spins,
          min_spin_ms: MIN_SPIN_MS,
          server_seed_hash: pair.serverSeedHash,
          client_seed: pair.clientSeed,
          nonce: pair.nonce,
          free_spins: [],
          return_url: row.returnUrl,
        },
      };
    },

    /** One spin: drawn and stored first (seeds, nonce, outcome), then its money (play money, or the casino's wallet). */
    async spin(id: string, key: string, stakeText: string): Promise<SpinAnswer> {
      const row = await session(id);
      const game = gameOf(row);
      const currency = row.currency as Currency;
      const stake = BigInt(stakeText);
      const [earlier] = await db
        .select()
        .from(studioRounds)
        .where(and(eq(studioRounds.sessionId, id), eq(studioRounds.idempotencyKey, key)));
      if (earlier) {
        if (earlier.status !== 'settled') throw new HttpError(409, 'spin_unsettled', 'This spin did not complete');
        return answerOf(row, earlier, row.mode === 'demo' ? ((await session(id)).demoBalanceMinor ?? 0n) : 0n);
      }
      if (!isStakeOffered(currency, stake)) {
        throw new ValidationError({ stake: ['stake_invalid: Choose one of the offered stakes'] });
      }
      const drawn = await db.transaction(async (tx) => {
        const pair = await activePair(tx, row.player);
        await tx
          .update(studioSeedPairs)
          .set({ nonce: sql`${studioSeedPairs.nonce} + 1`, updatedAt: sql`now()` })
          .where(eq(studioSeedPairs.id, pair.id));
        const floats = await betFloats(
          { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
          game.maxFloats,
        );
        const outcome = game.play(arraySource(floats));
        const win = winOf(game, stake, outcome.units);
        let demoBalance: bigint | null = null;
        if (row.mode === 'demo') {
          const [updated] = await tx
            .update(studioSessions)
            .set({
              demoBalanceMinor: sql`${studioSessions.demoBalanceMinor} - ${stake} + ${win}`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(studioSessions.id, id), sql`${studioSessions.demoBalanceMinor} >= ${stake}`))
            .returning();
          if (!updated)
            throw new ValidationError({ stake: ['insufficient_funds: Not enough play money for this stake'] });
          demoBalance = updated.demoBalanceMinor;
        }
        const [round] = await tx
          .insert(studioRounds)
          .values({
            sessionId: id,
            gameId: game.id,
            idempotencyKey: key,
            seedPairId: pair.id,
            nonce: pair.nonce,
            stakeMinor: stake,
            winMinor: win,
            outcome: { spin: outcome.spin, freeSpins: outcome.freeSpins } as unknown as Record<string, unknown>,
            status: row.mode === 'demo' ? 'settled' : 'pending',
          })
          .returning();
        if (!round) throw new Error('The studio round was not written');
        return { round, demoBalance };
      });
      if (drawn.demoBalance !== null) return answerOf(row, drawn.round, drawn.demoBalance);
      const balance = await settleAtCasino(row, drawn.round);
      return answerOf(row, { ...drawn.round, status: 'settled' }, balance);
    },
  };
}

export type Studio = ReturnType<typeof createStudio>;
