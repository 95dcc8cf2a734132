import { msg } from '@lingui/core/macro';
import type { GameName } from '../../../contract/games/registry';
import { CRASH_GAME } from './crash/live-game';
import type { GameDefinition, PlayedGameComponent, PlayedGameDefinition } from './game-definition';

export type { GameDefinition } from './game-definition';

/** The registry's games played here, each presented by its folder's game.ts (a live game's is live-game.ts: below). */
const PLAYED = Object.values(
  import.meta.glob<PlayedGameDefinition>('./*/game.ts', { eager: true, import: 'GAME' }),
).sort((a, b) => a.lobbyOrder - b.lobbyOrder);

export const PLAYED_GAMES: readonly GameName[] = PLAYED.map((game) => game.id);

/** Each game played here loads its component in a chunk of its own (the rest open with a later release). */
export const GAME_LOADERS = Object.fromEntries(PLAYED.map((game) => [game.id, game.load])) as Record<
  GameName,
  () => Promise<PlayedGameComponent>
>;

/** Games of one shared round for every player, outside the registry (each its folder's live-game.ts). */
const LIVE_GAMES = { crash: CRASH_GAME };
export type LiveGameId = keyof typeof LIVE_GAMES;
const LIVE: Record<LiveGameId, GameDefinition> = LIVE_GAMES;

export const LIVE_LOADERS = Object.fromEntries(
  Object.entries(LIVE_GAMES).map(([id, game]) => [id, game.load]),
) as Record<LiveGameId, () => Promise<PlayedGameComponent>>;

/** The private rooms, played on pages of their own (src/features/rooms). */
const ROOM_TILES = {
  roomRed: {
    title: msg`Red room`,
    lead: msg`A private room with a low entry bet.`,
    colors: ['#ef4444', '#450a0a'],
    glyph: '◆',
  },
  roomYellow: {
    title: msg`Yellow room`,
    lead: msg`A private room with a medium entry bet.`,
    colors: ['#eab308', '#422006'],
    glyph: '◆',
  },
  roomPurple: {
    title: msg`Purple room`,
    lead: msg`A private room with a high entry bet.`,
    colors: ['#a855f7', '#2e1065'],
    glyph: '◆',
  },
} satisfies Record<string, GameDefinition>;

export type GameId = GameName | LiveGameId | keyof typeof ROOM_TILES;

/** The private rooms, open on their own pages though they have no game folder. */
export const ROOM_GAMES: ReadonlySet<GameId> = new Set(['roomRed', 'roomYellow', 'roomPurple']);

/** The original games and private rooms (spec §1), as the lobby and game pages present them. */
export const GAMES = {
  ...ROOM_TILES,
  ...LIVE,
  ...Object.fromEntries(PLAYED.map((game) => [game.id, game])),
} as Record<GameId, GameDefinition>;

export interface LobbyGame {
  id: GameId;
  to: string;
  /** Its name in the sidebar, when not its title. */
  navLabel?: ReturnType<typeof msg>;
}

/** The lobby's originals grid, in order: crash first, the games played here, the private rooms last. */
export const LOBBY_GAMES: readonly LobbyGame[] = [
  { id: 'crash', to: '/games/crash' },
  ...PLAYED.map((game) => ({ id: game.id, to: `/games/${game.id}` })),
  { id: 'roomRed', to: '/games/rooms', navLabel: msg`Private rooms` },
];
