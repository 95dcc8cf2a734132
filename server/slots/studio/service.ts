import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WalletAnswer } from '../../../contract/api/slots';
import type { SpinAnswer, SpinBody, StudioRound, StudioState } from '../../../contract/api/studio';
import { betFloats } from '../../../contract/fairness/bytes';
import { hashServerSeed, newClientSeed, newServerSeed } from '../../../contract/fairness/seeds';
import type { Currency } from '../../../contract/money';
import { type SlotMaths, type SpinResult, winOf } from '../../../contract/slots/game';
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

type RoundRow = typeof studioRounds.$inferSelect;
type Outcome = { spin: SpinResult; freeSpins: SpinResult[] };

/** A real-money round the casino did not answer for this long is the sweep's to settle (or roll back). */
export const STUDIO_SWEEP_AFTER_MS = 60_000;
/** How often the API process sweeps (server/app.ts). */
export const STUDIO_SWEEP_EVERY_MS = 30_000;

const sessionNotFound = () => new HttpError(404, 'session_not_found', 'This game session does not exist');

/** What a refused bet tells the game: the casino's status, and its reason when it gave one (a max bet, a campaign). */
function betRefusal(answer: WalletAnswer, freeSpin: boolean): Error {
  const { status, reason } = answer;
  if (status === 'INSUFFICIENT_FUNDS') {
    return new ValidationError({ stake: ['insufficient_funds: Not enough money for this stake'] });
  }
  if (status === 'SESSION_EXPIRED' || status === 'UNKNOWN_SESSION') {
    return new HttpError(401, 'session_expired', 'The game session has ended: open the game again');
  }
  if (reason) return new ValidationError({ [freeSpin ? 'free_spins_id' : 'stake']: [reason] });
  return new HttpError(409, 'bet_refused', `The casino refused the bet (${status})`);
}

const outcomeOf = (round: RoundRow) => round.outcome as unknown as Outcome;
/** A round's units: its spin's and its free spins' (those already multiplied). */
const unitsOf = (outcome: Outcome) => outcome.freeSpins.reduce((sum, free) => sum + free.units, outcome.spin.units);
const percent = (bp: number) => (bp / 100).toFixed(2);

/**
 * Lucky Mirror Studio, the provider run by this server: its sessions, each player's seed pair, and the spin, whose
 * money goes through the casino's wallet calls (`casino`) like any provider's. A round is one nonce: the paid spin
 * and its free spins from one stream (contract/slots). A real round is `pending` until the casino took its bet,
 * `staked` until it paid its win, then `settled` (or `refused`); every call is idempotent by its transaction id, so a
 * resend or the sweep (`settleDue`) carries a round the rest of the way and moves its money once.
 */
export function createStudio({ db, casino }: { db: Db; casino: () => CasinoWallet }) {
  async function session(id: string): Promise<StudioSessionRow> {
    const [row] = await db.select().from(studioSessions).where(eq(studioSessions.id, id));
    if (!row) throw sessionNotFound();
    return row;
  }

  const gameOf = (row: Pick<StudioSessionRow, 'gameId'>): SlotMaths => {
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

  /** The session's real-money position (free spins stake none of the player's money: their wins are bonus money). */
  async function net(sessionId: string): Promise<{ net: bigint; spins: number }> {
    const [row] = rowsOf<{ net: string | null; spins: number }>(
      await db.execute(
        sql`SELECT coalesce(sum(win_minor - stake_minor) FILTER (WHERE free_spins_grant_id IS NULL), 0)::text AS net,
                   count(*)::int AS spins
            FROM studio_rounds WHERE session_id = ${sessionId} AND status = 'settled'`,
      ),
    );
    return { net: BigInt(row?.net ?? '0'), spins: Number(row?.spins ?? 0) };
  }

  function roundView(row: RoundRow, pair: Pick<StudioSeedPairRow, 'serverSeedHash' | 'clientSeed'>): StudioRound {
    const outcome = outcomeOf(row);
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
    round: RoundRow,
    balances: { balance: string; bonus: string },
  ): Promise<SpinAnswer> {
    return {
      data: {
        round: roundView(round, await pairOf(round.seedPairId)),
        balance: balances.balance,
        bonus_balance: balances.bonus,
        net: (await net(row.id)).net.toString(),
      },
    };
  }

  const balancesOf = (answer: WalletAnswer) => ({ balance: answer.balance ?? '0', bonus: answer.bonus_balance ?? '0' });

  /** A real session's balances and usable campaigns as the casino answers them (a session past its time shows 0). */
  async function casinoState(row: StudioSessionRow) {
    const answer = await casino().balance(row.casinoToken ?? '');
    if (answer.status !== 'OK') return { balance: '0', bonus: '0', freeSpins: [] };
    return { ...balancesOf(answer), freeSpins: answer.free_spins ?? [] };
  }

  /** Moves a round from `from` to its next status, once: null when another request or the sweep moved it first. */
  async function advance(round: RoundRow, from: string, set: Partial<typeof studioRounds.$inferInsert>) {
    const [moved] = await db
      .update(studioRounds)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, from)))
      .returning();
    return moved ?? null;
  }

  async function reread(round: RoundRow): Promise<RoundRow> {
    const [row] = await db.select().from(studioRounds).where(eq(studioRounds.id, round.id));
    if (!row) throw new Error(`Studio round ${round.id} vanished`);
    return row;
  }

  const walletBase = (row: StudioSessionRow, round: RoundRow) => ({
    session: row.casinoToken ?? '',
    round_id: String(round.id),
    game_id: row.gameId,
  });
  const betId = (round: RoundRow) => `studio-bet-${round.id}`;

  /**
   * The round's bet at the casino (a free spin's: amount 0 with its campaign, played at the value the casino
   * answers). An unknown answer is rolled back, a refusal refuses the round; either way the spin is not played.
   */
  async function placeBet(row: StudioSessionRow, round: RoundRow): Promise<{ round: RoundRow; answer: WalletAnswer }> {
    const wallet = casino();
    const base = walletBase(row, round);
    const campaign = round.freeSpinsGrantId;
    let bet: WalletAnswer;
    try {
      bet = await wallet.bet({
        ...base,
        transaction_id: betId(round),
        amount: round.stakeMinor.toString(),
        currency: row.currency as Currency,
        ...(campaign === null ? {} : { free_spins_id: String(campaign) }),
      });
    } catch (error) {
      // The answer is unknown: undo it, whether it arrived or not (a rollback of a bet never received is recorded).
      await rollBack(row, round);
      throw error;
    }
    if (bet.status !== 'OK') {
      await advance(round, 'pending', { status: 'refused' });
      throw betRefusal(bet, campaign !== null);
    }
    const stake = campaign === null ? round.stakeMinor : BigInt(bet.free_spin_value ?? '0');
    const win = campaign === null ? round.winMinor : winOf(gameOf(round), stake, unitsOf(outcomeOf(round)));
    const staked = await advance(round, 'pending', { status: 'staked', stakeMinor: stake, winMinor: win });
    return { round: staked ?? (await reread(round)), answer: bet };
  }

  /**
   * The round's win at the casino, 0 for a losing round (the win call ends the round there: the casino's live feed
   * shows it); its transaction id makes a retry pay once. Then settled.
   */
  async function payWin(row: StudioSessionRow, round: RoundRow): Promise<{ round: RoundRow; answer: WalletAnswer }> {
    const answer = await casino().win({
      ...walletBase(row, round),
      transaction_id: `studio-win-${round.id}`,
      amount: round.winMinor.toString(),
      currency: row.currency as Currency,
    });
    if (answer.status !== 'OK') {
      throw new Error(`The casino refused the win of studio round ${round.id}: ${answer.status}`);
    }
    const settled = await advance(round, 'staked', { status: 'settled' });
    return { round: settled ?? (await reread(round)), answer };
  }

  /** Undoes a round whose bet was never answered: the stake (or the free spin) comes back; the round is refused. */
  async function rollBack(row: StudioSessionRow, round: RoundRow): Promise<void> {
    const undone = await casino().rollback({
      ...walletBase(row, round),
      transaction_id: `studio-rollback-${round.id}`,
      reference_transaction_id: betId(round),
    });
    if (undone.status !== 'OK') {
      throw new Error(`The casino refused the rollback of studio round ${round.id}: ${undone.status}`);
    }
    await advance(round, 'pending', { status: 'refused' });
  }

  /** Carries a real round from where it stands to settled; answers with the casino's last balances. */
  async function settle(row: StudioSessionRow, round: RoundRow): Promise<SpinAnswer> {
    let current = round;
    let answer: WalletAnswer | null = null;
    if (current.status === 'pending') ({ round: current, answer } = await placeBet(row, current));
    if (current.status === 'staked') ({ round: current, answer } = await payWin(row, current));
    if (current.status !== 'settled') return answerAgain(row, current);
    const balances = answer?.status === 'OK' ? balancesOf(answer) : await casinoState(row);
    return answerOf(row, current, balances);
  }

  /** A resent spin: the first round's answer, after finishing what a failure left undone. */
  async function answerAgain(row: StudioSessionRow, earlier: RoundRow): Promise<SpinAnswer> {
    if (earlier.status === 'refused')
      throw new HttpError(409, 'spin_refused', 'This spin was refused: nothing was staked');
    if (earlier.status === 'pending') {
      throw new HttpError(409, 'spin_unsettled', 'This spin is still being settled: try again in a moment');
    }
    if (row.mode === 'demo') {
      const balance = ((await session(row.id)).demoBalanceMinor ?? 0n).toString();
      return answerOf(row, earlier, { balance, bonus: '0' });
    }
    return settle(row, earlier);
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

    /** What the game page is written in: the session's language and currency; null for no such session. */
    async page(id: string): Promise<{ language: string; currency: Currency } | null> {
      const [row] = await db
        .select({ language: studioSessions.language, currency: studioSessions.currency })
        .from(studioSessions)
        .where(eq(studioSessions.id, id));
      return row ? { language: row.language, currency: row.currency as Currency } : null;
    },

    async state(id: string): Promise<StudioState> {
      const row = await session(id);
      const game = gameOf(row);
      const pair = await db.transaction((tx) => activePair(tx, row.player));
      const { net: position, spins } = await net(id);
      const currency = row.currency as Currency;
      const money =
        row.mode === 'demo'
          ? { balance: (row.demoBalanceMinor ?? 0n).toString(), bonus: '0', freeSpins: [] }
          : await casinoState(row);
      return {
        data: {
          game: {
            id: game.id,
            title: game.title,
            category: game.category,
            reels: game.reels,
            rows: game.rows,
            units_per_stake: game.unitsPerStake,
            rtp: percent(game.publishedRtpBp),
            hit_frequency: percent(game.publishedHitFrequencyBp),
            max_win: game.maxWinStakes,
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
          balance: money.balance,
          bonus_balance: money.bonus,
          stakes: stakesIn(currency).map(String),
          net: position.toString(),
          spins,
          min_spin_ms: MIN_SPIN_MS,
          server_seed_hash: pair.serverSeedHash,
          client_seed: pair.clientSeed,
          nonce: pair.nonce,
          free_spins: money.freeSpins.map((c) => ({ id: Number(c.id), spins_left: c.spins_left, stake: c.value })),
          return_url: row.returnUrl,
        },
      };
    },

    /**
     * One spin: drawn and stored first (seeds, nonce, outcome), then its money (play money, or the casino's wallet).
     * The session's row is locked while the round is written, so a session spins one at a time: a resent key finds
     * its round, and a spin within MIN_SPIN_MS of the last one is refused.
     */
    async spin(id: string, key: string, body: typeof SpinBody._output): Promise<SpinAnswer> {
      const row = await session(id);
      const game = gameOf(row);
      const currency = row.currency as Currency;
      const campaign = body.free_spins_id ?? null;
      // A free spin is played at the campaign's value, which the casino answers with its bet: stake 0 until then.
      const stake = campaign === null ? BigInt(body.stake) : 0n;
      const drawn = await db.transaction(async (tx) => {
        await tx.select({ id: studioSessions.id }).from(studioSessions).where(eq(studioSessions.id, id)).for('update');
        const [earlier] = await tx
          .select()
          .from(studioRounds)
          .where(and(eq(studioRounds.sessionId, id), eq(studioRounds.idempotencyKey, key)));
        if (earlier) return { resent: true as const, round: earlier, demoBalance: null };
        if (campaign !== null && row.mode === 'demo') {
          throw new ValidationError({ free_spins_id: ['free_spins_demo: Free spins are played for real money'] });
        }
        if (campaign === null && !isStakeOffered(currency, stake)) {
          throw new ValidationError({ stake: ['stake_invalid: Choose one of the offered stakes'] });
        }
        const [recent] = await tx
          .select({ id: studioRounds.id })
          .from(studioRounds)
          .where(
            and(
              eq(studioRounds.sessionId, id),
              ne(studioRounds.status, 'refused'),
              sql`${studioRounds.createdAt} > now() - ${MIN_SPIN_MS}::int * interval '1 millisecond'`,
            ),
          )
          .limit(1);
        if (recent) {
          throw new HttpError(
            429,
            'spin_too_soon',
            `A spin lasts at least ${MIN_SPIN_MS / 1000} s: wait for the last one`,
          );
        }
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
            freeSpinsGrantId: campaign,
            outcome: { spin: outcome.spin, freeSpins: outcome.freeSpins } as unknown as Record<string, unknown>,
            status: row.mode === 'demo' ? 'settled' : 'pending',
          })
          .returning();
        if (!round) throw new Error('The studio round was not written');
        return { resent: false as const, round, demoBalance };
      });
      if (drawn.resent) return answerAgain(row, drawn.round);
      if (drawn.demoBalance !== null) {
        return answerOf(row, drawn.round, { balance: drawn.demoBalance.toString(), bonus: '0' });
      }
      return settle(row, drawn.round);
    },

    /**
     * The sweep: real rounds a failure left behind for STUDIO_SWEEP_AFTER_MS (`olderThanMs`): a staked round's win is
     * paid (once: its transaction id), a round whose bet was never answered is rolled back. Answers how many it moved.
     */
    async settleDue(olderThanMs = STUDIO_SWEEP_AFTER_MS): Promise<number> {
      const due = await db
        .select({ round: studioRounds, session: studioSessions })
        .from(studioRounds)
        .innerJoin(studioSessions, eq(studioSessions.id, studioRounds.sessionId))
        .where(
          and(
            inArray(studioRounds.status, ['pending', 'staked']),
            sql`${studioRounds.updatedAt} <= now() - ${olderThanMs}::int * interval '1 millisecond'`,
          ),
        )
        .limit(200);
      const failures: unknown[] = [];
      for (const { round, session: row } of due) {
        try {
          if (round.status === 'staked') await payWin(row, round);
          else await rollBack(row, round);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} studio rounds are still unsettled`);
      return due.length;
    },
  };
}

export type Studio = ReturnType<typeof createStudio>;
