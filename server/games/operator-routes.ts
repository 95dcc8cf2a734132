import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAME_SETTINGS_API } from '../../contract/api/backoffice-games';
import { GAME_NAMES } from '../../contract/games/registry';
import { route } from '../lib/route';
import { requireOperator } from '../operator/principal';
import { type GameSettingsService, settingsView } from './settings';

/** The games' operator settings (contract/api/backoffice-games.ts), behind the operator authentication. */
export function gameSettingsOperatorRoutes(settings: GameSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, GAME_SETTINGS_API.list, {}, async () => ({
      data: await Promise.all(GAME_NAMES.map(async (game) => settingsView(game, await settings.of(game)))),
    }));

    route(app, GAME_SETTINGS_API.versions, {}, async (request) => {
      const { game } = request.params;
      return { data: (await settings.versions(game)).map((config) => settingsView(game, config)) };
    });

    route(app, GAME_SETTINGS_API.update, {}, async (request) => {
      const { game } = request.params;
      return { data: settingsView(game, await settings.update(game, request.body, requireOperator(request))) };
    });
  };
}
