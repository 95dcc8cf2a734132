import { GAME_SETTINGS_API, type GameSettingsBody } from '../../contract/api/backoffice-games';
import type { GameName } from '../../contract/games/registry';
import { attempt } from '../api-result';
import { call } from '../http/call';
import type { BackofficeContext } from './context';
import { decide } from './intent-keys';

/** The original games' settings (enabled, limits per currency) and their versions. */
export function gameSettingsHandlers({ http, keys }: BackofficeContext) {
  return {
    gameSettings() {
      return attempt(async () => (await call(http, GAME_SETTINGS_API.list)).data);
    },

    gameVersions(game: GameName) {
      return attempt(async () => (await call(http, GAME_SETTINGS_API.versions, { params: { game } })).data);
    },

    /** The game's whole settings; the same settings again write no version (the key covers a lost answer too). */
    updateGameSettings(game: GameName, body: GameSettingsBody) {
      return decide(keys, `game:${game}:${JSON.stringify(body)}`, async (key) => {
        const answer = await call(http, GAME_SETTINGS_API.update, {
          params: { game },
          body,
          headers: { 'Idempotency-Key': key },
        });
        return answer.data;
      });
    },
  };
}
