import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface GameDefinition {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  /** Two colours for the tile and the stage artwork. */
  colors: [string, string];
  glyph: string;
}

/** The original games and private rooms (spec §1), as the lobby and game pages present them. */
export const GAMES = {
  crash: {
    title: msg`Crash`,
    lead: msg`Cash out before the multiplier crashes.`,
    colors: ['#ff6b3d', '#b0215a'],
    glyph: '↗',
  },
  dice: {
    title: msg`Dice`,
    lead: msg`Roll over or under a number you choose, from 0.00 to 100.00.`,
    colors: ['#3d7bff', '#5b2bd6'],
    glyph: '⚄',
  },
  coinflip: {
    title: msg`Coinflip`,
    lead: msg`Heads or tails, double or nothing.`,
    colors: ['#f5b83d', '#c2410c'],
    glyph: '◐',
  },
  hilo: {
    title: msg`Hilo`,
    lead: msg`Guess whether the next card is higher or lower; cash out at any step.`,
    colors: ['#22c55e', '#0f766e'],
    glyph: '♠',
  },
  miner: {
    title: msg`Miner`,
    lead: msg`Open tiles to find gems and cash out before you hit a mine.`,
    colors: ['#38bdf8', '#1d4ed8'],
    glyph: '◈',
  },
  keno: {
    title: msg`Keno`,
    lead: msg`Pick up to 10 numbers of 40 and watch the draw.`,
    colors: ['#a855f7', '#4338ca'],
    glyph: '#',
  },
  roulette: {
    title: msg`Roulette`,
    lead: msg`European single-zero roulette with inside and outside bets.`,
    colors: ['#ef4444', '#7f1d1d'],
    glyph: '◎',
  },
  cases: {
    title: msg`Cases`,
    lead: msg`Open a case and win an item.`,
    colors: ['#14b8a6', '#1e3a8a'],
    glyph: '▣',
  },
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

export type GameId = keyof typeof GAMES;

/** The lobby's originals grid, in order. */
export const LOBBY_GAMES: { id: GameId; to: string }[] = [
  { id: 'crash', to: '/games/crash' },
  { id: 'dice', to: '/games/dice' },
  { id: 'coinflip', to: '/games/coinflip' },
  { id: 'hilo', to: '/games/hilo' },
  { id: 'miner', to: '/games/miner' },
  { id: 'keno', to: '/games/keno' },
  { id: 'roulette', to: '/games/roulette' },
  { id: 'cases', to: '/games/cases' },
  { id: 'roomRed', to: '/games/rooms' },
];
