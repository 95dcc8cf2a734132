import { desc, eq } from 'drizzle-orm';
import type { GameSettings, GameSettingsBody } from '../../contract/api/backoffice-games';
import { BET_LIMITS, type BetLimit, type BetLimitGame } from '../../contract/bet-limits';
import { type GameName, gameOf } from '../../contract/games/registry';
import { CURRENCIES, type Currency, fromMinor, toMinor } from '../../contract/money';
import { type GameSettingsRow, gameSettings } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, pgErrorCode, ValidationError } from '../lib/http-error';
import { recordAudit } from '../operator/audit';
import type { OperatorPrincipal } from '../operator/principal';

/** Minor units; null: the spec's bound. */
type Limit = BetLimit;

/** A game's settings in force: version 0 is the spec's (never changed). */
export interface GameConfig {
  version: number;
  enabled: boolean;
  /** The operator's limits by currency (only those set). */
  limits: Partial<Record<Currency, Limit>>;
  changedBy: string | null;
  changedAt: Date | null;
}

/** How long a process trusts its copy; a change made through this process applies to its next bet at once. */
const FRESH_MS = 2_000;
/** An operator's maximum may be at most this many times the spec's. */
const MAX_OVER_SPEC = 10n;

export const SPEC_SETTINGS: GameConfig = { version: 0, enabled: true, limits: {}, changedBy: null, changedAt: null };

type StoredLimits = Partial<Record<Currency, { min: string | null; max: string | null }>>;

function configOf(row: GameSettingsRow): GameConfig {
  const stored = row.limits as StoredLimits;
  const limits: Partial<Record<Currency, Limit>> = {};
  for (const currency of CURRENCIES) {
    const limit = stored[currency];
    if (limit) {
      limits[currency] = {
        min: limit.min === null ? null : BigInt(limit.min),
        max: limit.max === null ? null : BigInt(limit.max),
      };
    }
  }
  return { version: row.version, enabled: row.enabled, limits, changedBy: row.actor, changedAt: row.createdAt };
}

/** The limits a stake of `game` is checked against in `currency`: the operator's where set, else the spec's. */
export function effectiveLimit(limitKey: BetLimitGame, config: GameConfig, currency: Currency): Limit {
  const spec = BET_LIMITS[currency][limitKey];
  const own = config.limits[currency];
  return { min: own?.min ?? spec.min, max: own?.max ?? spec.max };
}

const sameLimits = (a: GameConfig['limits'], b: GameConfig['limits']) =>
  CURRENCIES.every((c) => a[c]?.min === b[c]?.min && a[c]?.max === b[c]?.max);

/** The body's limits in minor units, checked against the bounds (422 under `limits.<currency>.min|max`). */
function limitsOf(game: GameName, body: GameSettingsBody): GameConfig['limits'] {
  const limitKey = gameOf(game).limit;
  const entries = Object.entries(body.limits ?? {}) as [Currency, { min: string | null; max: string | null }][];
  if (!limitKey) {
    if (entries.length === 0) return {};
    throw new ValidationError({ limits: ['limits_not_applicable: This game has no stake limits (a fixed price)'] });
  }
  const errors: Record<string, string[]> = {};
  const limits: GameConfig['limits'] = {};
  for (const [currency, limit] of entries) {
    const min = limit.min === null ? null : toMinor(limit.min, currency);
    const max = limit.max === null ? null : toMinor(limit.max, currency);
    const spec = BET_LIMITS[currency][limitKey];
    if (min !== null && min < 1n) errors[`limits.${currency}.min`] = ['min_too_low: At least one minor unit'];
    if (max !== null && spec.max !== null && max > spec.max * MAX_OVER_SPEC) {
      errors[`limits.${currency}.max`] = [
        `max_too_high: At most ${fromMinor(spec.max * MAX_OVER_SPEC, currency)} ${currency} (ten times the spec's)`,
      ];
    }
    const effectiveMin = min ?? spec.min;
    const effectiveMax = max ?? spec.max;
    if (effectiveMin !== null && effectiveMax !== null && effectiveMin > effectiveMax) {
      errors[`limits.${currency}.max`] = ['range_invalid: The maximum is below the minimum'];
    }
    if (min !== null || max !== null) limits[currency] = { min, max };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return limits;
}

const limitText = (amount: bigint | null, currency: Currency) => (amount === null ? null : fromMinor(amount, currency));

/** A game's settings as the back office shows them. */
export function settingsView(game: GameName, config: GameConfig): GameSettings {
  const limitKey = gameOf(game).limit;
  const limits: GameSettings['limits'] = {};
  const effective: NonNullable<GameSettings['effective']> = {};
  for (const currency of CURRENCIES) {
    const own = config.limits[currency];
    if (own) limits[currency] = { min: limitText(own.min, currency), max: limitText(own.max, currency) };
    if (limitKey) {
      const limit = effectiveLimit(limitKey, config, currency);
      effective[currency] = { min: limitText(limit.min, currency), max: limitText(limit.max, currency) };
    }
  }
  return {
    game,
    version: config.version,
    enabled: config.enabled,
    limits,
    effective: limitKey ? effective : null,
    changed_by: config.changedBy,
    changed_at: config.changedAt?.toISOString() ?? null,
  };
}

/**
 * The original games' operator settings, versioned: a change inserts the game's next version (the newest is in
 * force). Bets read them from this process's copy, at most FRESH_MS old (one query per interval, none per bet);
 * a change made here replaces the copy at once.
 */
export function createGameSettings(db: Db, now: () => number = Date.now) {
  let copy: { at: number; games: Map<string, GameConfig> } | null = null;
  let loading: Promise<Map<string, GameConfig>> | null = null;

  async function load(): Promise<Map<string, GameConfig>> {
    const rows = await db
      .selectDistinctOn([gameSettings.game])
      .from(gameSettings)
      .orderBy(gameSettings.game, desc(gameSettings.version));
    return new Map(rows.map((row) => [row.game, configOf(row)]));
  }

  async function all(): Promise<Map<string, GameConfig>> {
    if (copy && now() - copy.at < FRESH_MS) return copy.games;
    loading ??= load()
      .then((games) => {
        copy = { at: now(), games };
        return games;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    /** The settings in force for `game` (the spec's when never changed). */
    async of(game: GameName): Promise<GameConfig> {
      return (await all()).get(game) ?? SPEC_SETTINGS;
    },

    /** Every game's settings in force, by game (only those ever changed). */
    all,

    async versions(game: GameName): Promise<GameConfig[]> {
      const rows = await db
        .select()
        .from(gameSettings)
        .where(eq(gameSettings.game, game))
        .orderBy(desc(gameSettings.version));
      return rows.map(configOf);
    },

    /**
     * Writes the next version with its audit entry, unless the settings are those in force already (a resend, or
     * nothing changed). Two changes at once: one gets the version, the other is 409 `settings_changed`.
     */
    async update(game: GameName, body: GameSettingsBody, who: OperatorPrincipal): Promise<GameConfig> {
      const limits = limitsOf(game, body);
      const written = await db
        .transaction(async (tx) => {
          const [latest] = await tx
            .select()
            .from(gameSettings)
            .where(eq(gameSettings.game, game))
            .orderBy(desc(gameSettings.version))
            .limit(1)
            .for('update');
          const before = latest ? configOf(latest) : SPEC_SETTINGS;
          if (before.enabled === body.enabled && sameLimits(before.limits, limits)) return before;
          const stored: StoredLimits = Object.fromEntries(
            Object.entries(limits).map(([currency, l]) => [
              currency,
              { min: l.min?.toString() ?? null, max: l.max?.toString() ?? null },
            ]),
          );
          const [row] = await tx
            .insert(gameSettings)
            .values({ game, version: before.version + 1, enabled: body.enabled, limits: stored, actor: who.actor })
            .returning();
          if (!row) throw new Error('No settings row written');
          const after = configOf(row);
          await recordAudit(tx, who, {
            action: 'game.settings',
            target: `game:${game}`,
            before: settingsView(game, before),
            after: settingsView(game, after),
          });
          return after;
        })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === '23505') {
            throw new HttpError(409, 'settings_changed', 'Another operator changed this game just now: reload');
          }
          throw error;
        });
      copy = null;
      return written;
    },
  };
}

export type GameSettingsService = ReturnType<typeof createGameSettings>;

/** The refusal of a bet on a game the operator closed. */
export const gameDisabled = (game: GameName) =>
  new HttpError(403, 'game_disabled', `${game} is closed for now: the operator turned it off`);
