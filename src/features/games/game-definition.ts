import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { GameName } from '../../../contract/games/registry';

/** How the lobby, the sidebar and a game's page present a game. */
export interface GameDefinition {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  /** Two colours for the tile and the stage artwork. */
  colors: [string, string];
  glyph: string;
}

/**
 * A game played here, as its folder presents it (src/features/games/<game>/game.ts, export `GAME`); games.ts finds
 * every one, so the lobby, the sidebar and the page titles name no game of the registry.
 */
export interface PlayedGameDefinition<N extends GameName = GameName> extends GameDefinition {
  id: N;
  /** Its place among the lobby's originals (spec §1), ascending. */
  lobbyOrder: number;
  /** Loads its component, in a chunk of its own (a case's page passes the case's slug). */
  load(): Promise<PlayedGameComponent>;
}

export type PlayedGameComponent = ComponentType<{ slug?: string }>;
