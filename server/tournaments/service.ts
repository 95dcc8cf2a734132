import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateTournamentBody,
  Standing,
  Tournament,
  TournamentDetail,
  TournamentMe,
  TournamentScoring,
  TournamentStatus,
} from '../../contract/api/tournaments';
import { type Currency, fromMinor, toMinor } from '../../contract/money';
import { type TournamentRow, tournamentEntries, tournamentResults, tournaments } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import type { AuditWrite } from '../operator/audit';
import { rowsOf } from '../wallet/ledger';
import type { WalletService } from '../wallet/service';
import { type StandingRow, standingsOf } from './standings';

/** How many places the live standings show. */
const SHOWN_PLACES = 50;

const MAX_PRIZE_MINOR = 10n ** 15n;

const notFound = () => new HttpError(404, 'tournament_not_found', 'No such tournament');

/**
 * Tournaments: scheduled by the operator, upcoming → active → finished by the clock; standings read from the games'
 * settled rounds. The finish is a compare-and-set `scheduled → finished` in the transaction that writes the results and
 * pays the prizes (ledger keys `tournament:<id>:place:<n>`), so two processes finishing one tournament pay once.
 */
/** Whether a tournament of this id exists, whatever its status (the site answers 404 for another's address). */
export async function tournamentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return row !== undefined;
}

export function createTournaments(db: Db, wallet: WalletService, now: () => Date = () => new Date()) {
  const currencyOf = (row: TournamentRow) => row.currency as Currency;
  const prizesOf = (row: TournamentRow) => (row.prizes as string[]).map((p) => BigInt(p));

  function statusOf(row: TournamentRow): TournamentStatus {
    if (row.state === 'cancelled') return 'cancelled';
    if (row.state === 'finished') return 'finished';
    return now() < row.startsAt ? 'upcoming' : 'active';
  }

  function view(row: TournamentRow): Tournament {
    return {
      id: row.id,
      title: row.title as Tournament['title'],
      currency: currencyOf(row),
      games: row.games as Tournament['games'],
      scoring: row.scoring as TournamentScoring,
      entry: row.entry as Tournament['entry'],
      prizes: prizesOf(row).map((p) => fromMinor(p, currencyOf(row))),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      status: statusOf(row),
      cancel_reason: row.cancelReason,
    };
  }

  const scoreText = (row: TournamentRow, score: bigint) =>
    row.scoring === 'multiplier' ? (Number(score) / 10_000).toFixed(2) : fromMinor(score, currencyOf(row));

  function standing(row: TournamentRow, s: StandingRow, index: number, prize: bigint | undefined): Standing {
    return {
      place: index + 1,
      user_id: s.userId,
      name: s.name,
      score: scoreText(row, s.score),
      prize: prize && prize > 0n ? fromMinor(prize, currencyOf(row)) : null,
    };
  }

  async function find(id: number): Promise<TournamentRow> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Finishes `id` if it is due and still scheduled; false when another finish (or a cancel) came first. `record` (an
   * operator's finish) is written in the finish's transaction.
   */
  async function finish(id: number, record?: AuditWrite): Promise<boolean> {
    return db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .update(tournaments)
        .set({ state: 'finished', finishedAt: at, updatedAt: at })
        .where(and(eq(tournaments.id, id), eq(tournaments.state, 'scheduled'), lte(tournaments.endsAt, at)))
        .returning();
      if (!row) return false;
      await record?.(tx);
      const prizes = prizesOf(row);
      // The final standings keep the shown places (or every prize place, if there are more).
      const places = await standingsOf(tx, row, Math.max(prizes.length, SHOWN_PLACES));
      if (places.length === 0) return true;
      await tx.insert(tournamentResults).values(
        places.map((p, i) => ({
          tournamentId: row.id,
          place: i + 1,
          userId: p.userId,
          score: p.score,
          prizeMinor: prizes[i] ?? 0n,
        })),
      );
      const postings = places.flatMap((p, i) => {
        const prize = prizes[i] ?? 0n;
        if (prize <= 0n) return [];
        return [
          wallet.creditPosting({
            userId: p.userId,
            currency: currencyOf(row),
            amountMinor: prize,
            kind: 'bonus_grant',
            idempotencyKey: `tournament:${row.id}:place:${i + 1}`,
            reference: `tournament:${row.id}`,
            account: 'cash',
            counterparty: 'bonus_pool',
          }),
        ];
      });
      if (postings.length > 0) await wallet.post(postings, tx);
      return true;
    });
  }

  /**
   * Finishes whatever is due: before each read (a tournament past its end is never shown as running) and every
   * minute in each process (app.ts), so prizes are paid when no one is looking.
   */
  async function finishDue(): Promise<void> {
    const due = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.state, 'scheduled'), lte(tournaments.endsAt, now())))
      .limit(20);
    for (const { id } of due) await finish(id);
  }

  async function list(status: 'upcoming' | 'active' | 'finished'): Promise<Tournament[]> {
    await finishDue();
    const at = now();
    const where =
      status === 'upcoming'
        ? and(eq(tournaments.state, 'scheduled'), gt(tournaments.startsAt, at))
        : status === 'active'
          ? and(eq(tournaments.state, 'scheduled'), lte(tournaments.startsAt, at))
          : inArray(tournaments.state, ['finished', 'cancelled']);
    const order = status === 'finished' ? desc(tournaments.endsAt) : asc(tournaments.startsAt);
    const rows = await db.select().from(tournaments).where(where).orderBy(order).limit(50);
    return rows.map(view);
  }

  /** The back office's list: every status (cancelled apart from finished), newest start first, with opt-in entrants. */
  async function operatorList(status: TournamentStatus | undefined, limit: number) {
    await finishDue();
    const at = now();
    const where =
      status === 'upcoming'
        ? and(eq(tournaments.state, 'scheduled'), gt(tournaments.startsAt, at))
        : status === 'active'
          ? and(eq(tournaments.state, 'scheduled'), lte(tournaments.startsAt, at))
          : status
            ? eq(tournaments.state, status)
            : undefined;
    const rows = await db
      .select({
        tournament: tournaments,
        entrants: sql<number>`(SELECT count(*)::int FROM tournament_entries e WHERE e.tournament_id = ${tournaments.id})`,
      })
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
      .limit(limit);
    return rows.map((row) => ({ ...view(row.tournament), entrants: Number(row.entrants) }));
  }

  async function detail(id: number): Promise<TournamentDetail> {
    await find(id);
    await finishDue();
    const row = await find(id);
    const prizes = prizesOf(row);
    let standings: Standing[] = [];
    if (row.state === 'finished') {
      const results = await db.execute(sql`
        SELECT r.place, r.user_id, r.score::text AS score, r.prize_minor::text AS prize,
          CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.name END AS name
        FROM tournament_results r JOIN users u ON u.id = r.user_id
        WHERE r.tournament_id = ${id}::int ORDER BY r.place`);
      const rows = rowsOf<Record<string, unknown>>(results);
      standings = rows.map((r, i) =>
        standing(
          row,
          { userId: Number(r.user_id), name: (r.name as string | null) ?? null, score: BigInt(String(r.score)) },
          i,
          BigInt(String(r.prize)),
        ),
      );
    } else if (row.state === 'scheduled' && statusOf(row) === 'active') {
      standings = (await standingsOf(db, row, SHOWN_PLACES)).map((s, i) => standing(row, s, i, prizes[i]));
    }
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, id));
    return {
      tournament: view(row),
      standings,
      entrants: row.entry === 'auto' ? standings.length : count,
      server_time: now().toISOString(),
    };
  }

  async function me(id: number, userId: number): Promise<TournamentMe> {
    const row = await find(id);
    const [entry] = await db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, userId)));
    const joined = row.entry === 'auto' || entry !== undefined;
    if (row.state === 'cancelled' || statusOf(row) === 'upcoming') return { joined, place: null, score: null };
    const all = await standingsOf(db, row, 100_000);
    const index = all.findIndex((s) => s.userId === userId);
    const mine = all[index];
    return { joined, place: mine ? index + 1 : null, score: mine ? scoreText(row, mine.score) : null };
  }

  async function join(id: number, userId: number): Promise<TournamentMe> {
    const row = await find(id);
    if (row.state !== 'scheduled') throw new HttpError(409, 'tournament_closed', 'This tournament has ended');
    if (row.entry === 'opt_in')
      await db.insert(tournamentEntries).values({ tournamentId: id, userId }).onConflictDoNothing();
    return me(id, userId);
  }

  async function create(body: z.output<typeof CreateTournamentBody>, record: AuditWrite): Promise<Tournament> {
    const prizes = body.prizes.map((p, i) => {
      try {
        const minor = toMinor(p, body.currency);
        // A bound far above any prize, so a place's prize always fits the ledger's bigint.
        if (minor < 0n || minor > MAX_PRIZE_MINOR) throw new RangeError('out of range');
        return minor.toString();
      } catch {
        throw new ValidationError({ [`prizes.${i}`]: [`amount_invalid: Not an amount in ${body.currency}`] });
      }
    });
    const row = await db.transaction(async (tx) => {
      await record(tx);
      const [created] = await tx
        .insert(tournaments)
        .values({
          title: body.title,
          currency: body.currency,
          games: [...new Set(body.games)],
          scoring: body.scoring,
          entry: body.entry,
          prizes,
          startsAt: new Date(body.starts_at),
          endsAt: new Date(body.ends_at),
        })
        .returning();
      return created;
    });
    if (!row) throw new Error('The tournament was not stored');
    return view(row);
  }

  /** Cancels a scheduled tournament (it pays nothing); a cancelled one is answered as it is; a finished one is 409. */
  async function cancel(id: number, reason: string, record: AuditWrite): Promise<Tournament> {
    const row = await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(tournaments)
        .set({ state: 'cancelled', cancelReason: reason, updatedAt: now() })
        .where(and(eq(tournaments.id, id), eq(tournaments.state, 'scheduled')))
        .returning();
      if (cancelled) await record(tx);
      return cancelled;
    });
    if (row) return view(row);
    const current = await find(id);
    if (current.state === 'finished')
      throw new HttpError(409, 'tournament_finished', 'This tournament has already paid its prizes');
    return view(current);
  }

  /** The operator ends a running tournament now and pays it (an upcoming one is 409: cancel it instead). */
  async function finishNow(id: number, record: AuditWrite): Promise<TournamentDetail> {
    const row = await find(id);
    if (row.state === 'cancelled') throw new HttpError(409, 'tournament_cancelled', 'This tournament was cancelled');
    if (row.state === 'scheduled') {
      if (statusOf(row) === 'upcoming')
        throw new HttpError(409, 'tournament_not_started', 'This tournament has not started');
      await db
        .update(tournaments)
        .set({ endsAt: sql`least(${tournaments.endsAt}, ${now().toISOString()}::timestamptz)`, updatedAt: now() })
        .where(and(eq(tournaments.id, id), eq(tournaments.state, 'scheduled')));
      await finish(id, record);
    }
    return detail(id);
  }

  return { list, operatorList, detail, me, join, create, cancel, finish, finishNow, finishDue };
}

export type Tournaments = ReturnType<typeof createTournaments>;
