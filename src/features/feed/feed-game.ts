import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedEntry } from '../../../contract/realtime/feed';
import { GAMES, type GameId } from '../games/games';

const ROOM_COLOURS: Record<string, MessageDescriptor> = {
  red: msg`red`,
  yellow: msg`yellow`,
  purple: msg`purple`,
};

const LIVE_TABLES: Record<string, MessageDescriptor> = {
  roulette: msg`Live roulette`,
  'money-wheel': msg`Live money wheel`,
};

/**
 * The game of a feed row as a player reads it: the original's or crash's title, "Rooms · red", "Live roulette", the
 * slot's own title, "Sports"; what this page does not know, as the server named it.
 */
export function feedGameName(entry: Pick<FeedEntry, 'game' | 'detail'>, i18n: I18n): string {
  const { game, detail } = entry;
  const colour = detail ? ROOM_COLOURS[detail] : undefined;
  const table = detail ? LIVE_TABLES[detail] : undefined;
  if (game === 'rooms' && colour) {
    const room = i18n._(colour);
    return i18n._(msg`Rooms · ${room}`);
  }
  if (game === 'live' && table) return i18n._(table);
  if (game === 'slots') return detail ?? i18n._(msg`Slots`);
  if (game === 'sports') return i18n._(msg`Sports`);
  const original = GAMES[game as GameId];
  return original ? i18n._(original.title) : (detail ?? game);
}
