import { z } from 'zod';
import { GAME_NAMES } from '../games/registry';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { WireAmount } from './wallet';

/** As the route's `{status}` says it (`/tournaments/{status}`); a cancelled tournament is listed with the finished. */
export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number] | 'cancelled';

/** total wagered, the biggest multiplier of one round, net win (wins minus stakes). */
export const TOURNAMENT_SCORINGS = ['wagered', 'multiplier', 'net_win'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

/** opt_in: only players who joined count; auto: every player of the chosen games in its currency. */
export const TOURNAMENT_ENTRIES = ['opt_in', 'auto'] as const;

const Title = z.object({ ru: text().min(1).max(120), en: text().min(1).max(120), kz: text().min(1).max(120) });

export const Tournament = z.object({
  id: z.number().int(),
  title: Title,
  currency: z.enum(CURRENCIES),
  games: z.array(z.enum(GAME_NAMES)),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  entry: z.enum(TOURNAMENT_ENTRIES),
  /** Prize by place (index 0: first place), in the tournament's currency. */
  prizes: z.array(WireAmount),
  starts_at: text(),
  ends_at: text(),
  status: z.enum([...TOURNAMENT_STATUSES, 'cancelled']),
  cancel_reason: text().nullable(),
});
export type Tournament = z.infer<typeof Tournament>;

export const Standing = z.object({
  place: z.number().int(),
  user_id: z.number().int(),
  /** Null when the player hides their statistics. */
  name: text().nullable(),
  /** A money amount (wagered, net win) or a multiplier ("12.50"), as the scoring says. */
  score: text(),
  prize: WireAmount.nullable(),
});
export type Standing = z.infer<typeof Standing>;

export const TournamentListQuery = z.object({
  status: z.enum(TOURNAMENT_STATUSES, {
    error: errorMessage('status_invalid', 'status must be upcoming, active or finished'),
  }),
});
export const TournamentListAnswer = z.object({ data: z.object({ items: z.array(Tournament) }) });

export const OperatorTournamentListQuery = z.object({
  status: z.enum([...TOURNAMENT_STATUSES, 'cancelled']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const TournamentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const TournamentAnswer = z.object({
  data: z.object({
    tournament: Tournament,
    /** The top places (live while active, final once finished). */
    standings: z.array(Standing),
    entrants: z.number().int(),
    server_time: text(),
  }),
});
export type TournamentDetail = z.infer<typeof TournamentAnswer>['data'];

export const TournamentMeAnswer = z.object({
  data: z.object({ joined: z.boolean(), place: z.number().int().nullable(), score: text().nullable() }),
});
export type TournamentMe = z.infer<typeof TournamentMeAnswer>['data'];

/** A moment with its offset, e.g. 2026-11-25T18:00:00Z or 2026-11-25T21:00:00+03:00. */
const Moment = text().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/, {
  message: 'date_invalid: A date and time with its offset (ISO 8601)',
});

export const CreateTournamentBody = z
  .object({
    title: Title,
    currency: z.enum(CURRENCIES),
    games: z.array(z.enum(GAME_NAMES)).min(1),
    scoring: z.enum(TOURNAMENT_SCORINGS),
    entry: z.enum(TOURNAMENT_ENTRIES),
    prizes: z.array(WireAmount).min(1).max(100),
    starts_at: Moment,
    ends_at: Moment,
  })
  .refine((body) => Date.parse(body.ends_at) > Date.parse(body.starts_at), {
    path: ['ends_at'],
    message: 'ends_before_start: The end must come after the start',
  });

export const CancelTournamentBody = z.object({ reason: text().min(1).max(500) });

/** Tournaments (issue 18; our design: the spec names the pages only). */
export const TOURNAMENTS_API = {
  list: endpoint({
    method: 'GET',
    path: '/api/v2/tournaments',
    query: TournamentListQuery,
    answer: TournamentListAnswer,
  }),
  /** The tournament and its standings; answered with an ETag, so a poll that changes nothing is a 304. */
  detail: endpoint({
    method: 'GET',
    path: '/api/v2/tournaments/:id',
    params: TournamentParams,
    answer: TournamentAnswer,
  }),
  /** The signed-in player's entry and place. */
  me: endpoint({
    method: 'GET',
    path: '/api/v2/tournaments/:id/me',
    params: TournamentParams,
    answer: TournamentMeAnswer,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/v2/tournaments/:id/join',
    params: TournamentParams,
    answer: TournamentMeAnswer,
    resend: 'natural', // One entry per player.
  }),

  // Operator: every tournament, create (with its schedule), cancel with a reason, finish now (pays the prizes once).
  /** Every tournament of every status, newest start first, with its entrants (opt-in: who joined). */
  operatorList: endpoint({
    method: 'GET',
    path: '/operator/tournaments',
    operatorRoles: ['support', 'risk'],
    query: OperatorTournamentListQuery,
    answer: z.object({
      data: z.object({ items: z.array(Tournament.extend({ entrants: z.number().int() })) }),
    }),
  }),
  operatorCreate: endpoint({
    method: 'POST',
    path: '/operator/tournaments',
    operatorRoles: [],
    body: CreateTournamentBody,
    answer: z.object({ data: Tournament }),
    resend: 'new-each-time', // Each call schedules another tournament.
  }),
  operatorCancel: endpoint({
    method: 'POST',
    path: '/operator/tournaments/:id/cancel',
    operatorRoles: [],
    params: TournamentParams,
    body: CancelTournamentBody,
    answer: z.object({ data: Tournament }),
    resend: 'natural', // Cancelling a cancelled tournament answers it as it is.
  }),
  operatorFinish: endpoint({
    method: 'POST',
    path: '/operator/tournaments/:id/finish',
    operatorRoles: [],
    params: TournamentParams,
    answer: TournamentAnswer,
    resend: 'natural', // The finish is a compare-and-set: a second one pays nothing.
  }),
};
