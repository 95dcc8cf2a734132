import { ANALYTICS_BATCH_MAX } from '../../contract/api/analytics';

/** Spec §9 Analytics, in one place. */
export const ANALYTICS = Object.freeze({
  /** A flush starts as soon as this many events wait. */
  flushAt: 20,
  /** Events per request to the collector. */
  batchMax: ANALYTICS_BATCH_MAX,
  /** Events kept while the collector is out of reach; beyond it the oldest are dropped. */
  queueMax: 1000,
  /** Whatever waits is sent at least this often. */
  flushIntervalMs: 10_000,
  /** A session ends after this long without an event... */
  sessionIdleMs: 30 * 60_000,
  /** ...and never lasts longer than this. */
  sessionMaxMs: 24 * 60 * 60_000,
});
