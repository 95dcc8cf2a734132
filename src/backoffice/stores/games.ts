import type { GameSettingsBody } from '../../../contract/api/backoffice-games';
import type { GameName } from '../../../contract/games/registry';
import { fromWorker } from './session';

/** The games screen's actions. */
export const loadGameSettings = () => fromWorker((api) => api.gameSettings());

export const loadGameVersions = (game: GameName) => fromWorker((api) => api.gameVersions(game));

export const updateGameSettings = (game: GameName, body: GameSettingsBody) =>
  fromWorker((api) => api.updateGameSettings(game, body));
