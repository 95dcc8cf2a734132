import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_API } from '../../contract/api/backoffice-reports';
import type { Db } from '../db/types';
import { route } from '../lib/route';
import { toCsv } from './csv';
import { reportOf } from './summary';

const DAY_COLUMNS = [
  'day',
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'bonus_cost',
  'ngr',
  'active_players',
] as const;
const GAME_COLUMNS = ['game', 'stakes', 'wins', 'ggr', 'rounds'] as const;

/** The operator's reports (contract/api/backoffice-reports.ts): JSON, or CSV on `format=csv` / `Accept: text/csv`. */
export function reportOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, REPORTS_API.summary, {}, async (request, reply) => {
      const { from, to, currency, format, group } = request.query;
      const report = await reportOf(db, { from, to, currency });
      const wantsCsv = format === 'csv' || /\btext\/csv\b/i.test(request.headers.accept ?? '');
      if (!wantsCsv) return { data: report };
      const csv = group === 'game' ? toCsv(GAME_COLUMNS, report.games) : toCsv(DAY_COLUMNS, report.days);
      // Not the endpoint's JSON: the CSV goes as it is, past the answer's schema.
      return (reply as unknown as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${currency}-${from}-${to}-${group}.csv"`)
        .send(csv);
    });
  };
}
