import { z } from 'zod';
import { GAME_NAMES } from '../games/registry';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { LimitView } from './games';
import { text } from './text';
import { PositiveAmount } from './wallet';

/**
 * The original games' operator settings, versioned (issue 19): each change is a new version of the game's whole
 * settings; each round's config snapshot names the version it was played under (`config_version`). A disabled
 * game refuses bets (403 `game_disabled`); limits override the spec's (contract/bet-limits.ts) per currency, within
 * bounds (a minimum of at least one minor unit, a maximum of at most ten times the spec's). House edges are part
 * of each game's rules and engine version (a round is verified from them), so they are not settings.
 */

export const GameParams = z.object({
  game: z.enum(GAME_NAMES, { error: errorMessage('game_invalid', 'Unknown game') }),
});

const Limit = z.object({ min: PositiveAmount.nullable(), max: PositiveAmount.nullable() });

/** PUT: the game's whole settings. The same settings again write no version. */
export const GameSettingsBody = z.strictObject({
  enabled: z.boolean(),
  /** Per currency; a currency left out follows the spec. */
  limits: z.partialRecord(z.enum(CURRENCIES), Limit).default({}),
});
export type GameSettingsBody = z.input<typeof GameSettingsBody>;

export const GameSettings = z.object({
  game: z.enum(GAME_NAMES),
  /** 0: never changed (the spec's limits, enabled). */
  version: z.number().int(),
  enabled: z.boolean(),
  /** The operator's limits by currency (major units). */
  limits: z.partialRecord(z.enum(CURRENCIES), LimitView),
  /** The limits bets are checked against now, every currency (null: the game has none, e.g. cases). */
  effective: z.partialRecord(z.enum(CURRENCIES), LimitView).nullable(),
  changed_by: text().nullable(),
  changed_at: text().nullable(),
});
export type GameSettings = z.infer<typeof GameSettings>;

export const GAME_SETTINGS_API = {
  list: endpoint({
    method: 'GET',
    path: '/operator/games',
    answer: z.object({ data: z.array(GameSettings) }),
    operatorRoles: ['risk'],
  }),
  /** Every version of a game's settings, newest first. */
  versions: endpoint({
    method: 'GET',
    path: '/operator/games/:game/versions',
    params: GameParams,
    answer: z.object({ data: z.array(GameSettings) }),
    operatorRoles: ['risk'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/operator/games/:game',
    params: GameParams,
    body: GameSettingsBody,
    answer: z.object({ data: GameSettings }),
    resend: 'natural', // The same settings again change nothing and write no version.
    operatorRoles: ['risk'],
  }),
};
