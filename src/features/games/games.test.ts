import { describe, expect, it } from 'vitest';
import { GAME_NAMES } from '../../../contract/games/registry';
import { ORIGINALS } from '../layout/nav-items';
import { PAGE_TITLES } from '../layout/page-titles';
import { GAME_LOADERS, GAMES, LOBBY_GAMES, PLAYED_GAMES } from './games';

describe('the lobby, the sidebar and the page titles read each game from its folder', () => {
  it('every game of the registry has its src/features/games/<game>/game.ts', () => {
    expect([...PLAYED_GAMES].sort()).toEqual([...GAME_NAMES].sort());
  });

  it("each game's page loads its own component", async () => {
    expect((await GAME_LOADERS.dice()).name).toBe('DiceGame');
    expect((await GAME_LOADERS.cases()).name).toBe('CaseGame');
  });

  it('the lobby and the sidebar list the originals in the order of spec §1', () => {
    const order = ['/games/crash', '/games/dice', '/games/coinflip', '/games/hilo', '/games/miner', '/games/keno'];
    const rest = ['/games/roulette', '/games/cases', '/games/rooms'];
    expect(LOBBY_GAMES.map((game) => game.to)).toEqual([...order, ...rest]);
    expect(ORIGINALS.map((item) => item.to)).toEqual([...order, ...rest]);
    expect(ORIGINALS[1]?.label).toBe(GAMES.dice.title);
    expect(ORIGINALS.at(-1)?.label.id).not.toBe(GAMES.roomRed.title.id);
  });

  it("a game's page is titled by its name", () => {
    expect(PAGE_TITLES['/{-$locale}/games/dice']).toBe(GAMES.dice.title);
    expect(PAGE_TITLES['/{-$locale}/games/crash']).toBe(GAMES.crash.title);
    expect(PAGE_TITLES['/{-$locale}/games/cases/$slug']).toBe(GAMES.cases.title);
  });
});
