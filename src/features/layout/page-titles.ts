import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisteredRouter } from '@tanstack/react-router';
import { GAMES, type GameId, LOBBY_GAMES } from '../games/games';

const HOME = msg`Provably fair originals and casino`;
const PROFILE = msg`Profile`;
const TOURNAMENTS = msg`Tournaments`;
const SLOTS = msg`Slots`;
const LIVE_CASINO = msg`Live casino`;
const USER_AGREEMENT = msg`User agreement`;
const PRIVACY_POLICY = msg`Privacy policy`;

/** A game's page is titled by its name (the lobby's games with a page of their own; cases has a catalogue). */
const GAME_PAGE_TITLES = Object.fromEntries(
  LOBBY_GAMES.filter((game) => game.to === `/games/${game.id}` && game.id !== 'cases').map((game) => [
    `/{-$locale}${game.to}`,
    GAMES[game.id].title,
  ]),
) as Record<`/{-$locale}/games/${Exclude<GameId, 'cases' | `room${string}`>}`, MessageDescriptor>;

/** Every page's `<title>` (issue 13), by its route: a new route does not compile until it has one. */
export const PAGE_TITLES: Record<keyof RegisteredRouter['routesByPath'], MessageDescriptor> = {
  '/{-$locale}': HOME,
  '/{-$locale}/': HOME,
  '/{-$locale}/no-access': msg`Not available in your region`,
  '/{-$locale}/profile': PROFILE,
  '/{-$locale}/profile/': PROFILE,
  '/{-$locale}/profile/access': msg`Access`,
  '/{-$locale}/profile/bonuses': msg`Your bonuses`,
  '/{-$locale}/profile/history': msg`History`,
  '/{-$locale}/profile/setting': msg`Settings`,
  '/{-$locale}/profile/safer-gambling': msg`Safer gambling`,
  '/{-$locale}/betting': msg`Sports`,
  '/{-$locale}/bonuses': msg`Bonuses`,
  '/{-$locale}/error': msg`Error`,
  '/{-$locale}/faq': msg`Help`,
  '/{-$locale}/top': msg`Top players`,
  '/{-$locale}/vip-club': msg`VIP club`,
  '/{-$locale}/welcome-pack': msg`Welcome pack`,
  ...GAME_PAGE_TITLES,
  '/{-$locale}/games/cases/': GAMES.cases.title,
  '/{-$locale}/games/cases/$slug': GAMES.cases.title,
  '/{-$locale}/games/rooms/': msg`Private rooms`,
  '/{-$locale}/games/rooms/purple': msg`Purple room`,
  '/{-$locale}/games/rooms/red': msg`Red room`,
  '/{-$locale}/games/rooms/yellow': msg`Yellow room`,
  '/{-$locale}/games/slots/': SLOTS,
  '/{-$locale}/games/slots/$slots/demo': SLOTS,
  '/{-$locale}/games/slots/$slots/play': SLOTS,
  '/{-$locale}/games/live-casino/': LIVE_CASINO,
  '/{-$locale}/games/live-casino/$slots/demo': LIVE_CASINO,
  '/{-$locale}/games/live-casino/$slots/play': LIVE_CASINO,
  '/{-$locale}/password/reset': msg`Password recovery`,
  '/{-$locale}/reset-password/$token': msg`New password`,
  '/{-$locale}/tournament/$id': msg`Tournament`,
  '/{-$locale}/tournaments/': TOURNAMENTS,
  '/{-$locale}/tournaments/$status': TOURNAMENTS,
  '/{-$locale}/policy/en/kyc': msg`KYC policy`,
  '/{-$locale}/policy/en/user-agreement': USER_AGREEMENT,
  '/{-$locale}/policy/ru/user-agreement': USER_AGREEMENT,
  '/{-$locale}/policy/ru/confidential': PRIVACY_POLICY,
  '/{-$locale}/policy/en/confidential': PRIVACY_POLICY,
  '/{-$locale}/policy/kz/confidential': PRIVACY_POLICY,
};

export const NOT_FOUND_TITLE = msg`Page not found`;

/** The brand after the page's name. */
export const documentTitle = (page: string) => `${page} · Lucky Mirror`;

/** The title of the deepest of these routes that has one (`fullPath`s, outermost first); null: none has. */
export function routeTitle(fullPaths: readonly string[]): MessageDescriptor | null {
  const path = fullPaths.filter((fullPath): fullPath is keyof typeof PAGE_TITLES => fullPath in PAGE_TITLES).at(-1);
  return path ? (PAGE_TITLES[path] ?? null) : null;
}

/** Every page's `<meta name="description">`, written into the prerendered HTML. */
export const SITE_DESCRIPTION = msg`Lucky Mirror: original games, slots, live casino and sports betting.`;
