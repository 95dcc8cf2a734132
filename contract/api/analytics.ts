import { z } from 'zod';
import { endpoint } from './endpoint';
import { storableText, text } from './text';

/** One analytics event as the worker's queue sends it (the collector stores it once per id). */
export const AnalyticsEvent = z.object({
  /** A UUID made on the client: a retried batch carries the same ids, so nothing is stored twice. */
  id: z.uuid().check(storableText),
  name: text().trim().min(1).max(64),
  session_id: z.uuid().check(storableText),
  anonymous_id: z.uuid().check(storableText),
  /** Flat and small: names to text, numbers, flags or null. */
  properties: z
    .record(text().max(64), z.union([text().max(512), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 32, 'too_many_properties: At most 32 properties')
    .default({}),
  /** The client's clock when the event happened (epoch ms). */
  client_time: z.number().int().positive(),
  /** The player the client thought it was about; stored only when the request's access token agrees. */
  user_id: z.number().int().positive().nullable().optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** Spec §9: a batch holds at most 100 events. */
export const ANALYTICS_BATCH_MAX = 100;

export const AnalyticsBatchBody = z.object({
  events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatchBody = z.infer<typeof AnalyticsBatchBody>;

export const AnalyticsBatchAnswer = z.object({
  data: z.object({ accepted: z.number().int(), duplicates: z.number().int() }),
});
export type AnalyticsBatchAnswer = z.infer<typeof AnalyticsBatchAnswer>;

export const OperatorAnalyticsQuery = z.object({
  name: text().optional(),
  anonymous_id: z.uuid().check(storableText).optional(),
  user_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const StoredAnalyticsEvent = AnalyticsEvent.extend({
  user_id: z.number().int().nullable(),
  server_time: text(),
});

export const OperatorAnalyticsAnswer = z.object({ data: z.object({ items: z.array(StoredAnalyticsEvent) }) });
export type OperatorAnalyticsAnswer = z.infer<typeof OperatorAnalyticsAnswer>;

/** Our own analytics collector and the operator's read of it. */
export const ANALYTICS_API = {
  events: endpoint({
    method: 'POST',
    path: '/api/v2/analytics/events',
    body: AnalyticsBatchBody,
    answer: AnalyticsBatchAnswer,
    resend: 'natural', // Events are stored once by id.
  }),
  operatorEvents: endpoint({
    method: 'GET',
    path: '/operator/analytics/events',
    operatorRoles: ['risk'],
    query: OperatorAnalyticsQuery,
    answer: OperatorAnalyticsAnswer,
  }),
};
