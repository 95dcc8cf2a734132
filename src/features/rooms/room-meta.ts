import type { Room } from '../../../contract/bet-limits';
import type { GameId } from '../games/games';

/** Each room's title and colours (games.ts) and its page. */
export const ROOM_PAGES: Readonly<Record<Room, { game: GameId; to: string }>> = {
  red: { game: 'roomRed', to: '/games/rooms/red' },
  yellow: { game: 'roomYellow', to: '/games/rooms/yellow' },
  purple: { game: 'roomPurple', to: '/games/rooms/purple' },
};

/** The wheel's colours, one per seat (a player's place in the round), repeating past the twelfth. */
const SEAT_COLOURS = [
  '#3d7bff',
  '#f97316',
  '#22c55e',
  '#e11d48',
  '#a855f7',
  '#eab308',
  '#06b6d4',
  '#f472b6',
  '#84cc16',
  '#6366f1',
  '#14b8a6',
  '#f59e0b',
] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
