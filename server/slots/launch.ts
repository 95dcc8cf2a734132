import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { pathOf } from '../../contract/api/endpoint';
import type { LaunchBody } from '../../contract/api/slots';
import { STUDIO_API } from '../../contract/api/studio';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '../../contract/money';
import { providerSessions, slotGames, slotRecent } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, unauthorized, ValidationError } from '../lib/http-error';
import { userCurrency } from '../wallet/currency';
import { isProvider } from './providers';
import type { Studio } from './studio/service';

/** How long a provider may take bets under a launch's session token. */
export const PROVIDER_SESSION_TTL_S = 4 * 3600;

/**
 * The casino's launch: the game from the catalogue, a session token for real money (the provider sends it back with
 * every wallet call), and the provider's address for the iframe (a path on the API host for our studio).
 */
export function createLaunch({ db, studio, now = () => new Date() }: { db: Db; studio: Studio; now?: () => Date }) {
  return async function launch(userId: number | null, body: typeof LaunchBody._output) {
    const [game] = await db
      .select()
      .from(slotGames)
      .where(and(eq(slotGames.slug, body.slug), eq(slotGames.active, true)));
    if (!game || !isProvider(game.provider)) throw new HttpError(404, 'game_not_found', 'No such game');
    if (body.mode === 'demo' && !game.demo) throw new HttpError(409, 'demo_unavailable', 'This game has no demo');
    if (body.mode === 'real' && userId === null) throw unauthorized();
    const own: Currency = userId === null ? DEFAULT_CURRENCY : await userCurrency(db, userId);
    const plays = (c: string) => game.currencies.includes(c);
    if (body.mode === 'real' && !plays(own)) {
      throw new ValidationError({ currency: [`currency_unsupported: ${game.title} is not played in ${own}`] });
    }
    // A demo shows play money: in the player's currency when the game has it, else in the game's first.
    const currency: Currency = plays(own) ? own : (CURRENCIES.find(plays) ?? DEFAULT_CURRENCY);
    let token: string | null = null;
    if (body.mode === 'real' && userId !== null) {
      token = randomBytes(24).toString('base64url');
      await db.insert(providerSessions).values({
        token,
        provider: game.provider,
        userId,
        gameId: game.gameId,
        currency,
        expiresAt: new Date(now().getTime() + PROVIDER_SESSION_TTL_S * 1000),
      });
    }
    if (userId !== null) {
      await db
        .insert(slotRecent)
        .values({ userId, gameId: game.id })
        .onConflictDoUpdate({ target: [slotRecent.userId, slotRecent.gameId], set: { playedAt: sql`now()` } });
    }
    const session = await studio.open({
      provider: game.provider,
      gameId: game.gameId,
      mode: body.mode,
      casinoToken: token,
      player: userId === null ? null : `casino:${userId}`,
      currency,
      language: body.language,
      returnUrl: body.return_url,
    });
    return {
      url: pathOf(STUDIO_API.page.path, { session }),
      mode: body.mode,
      provider: game.provider,
      game_id: game.gameId,
    };
  };
}
