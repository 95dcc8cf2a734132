import { noSportsChanges, SPORTS_TOPIC, type SportsChanges } from '../../contract/realtime/sports';
import type { Bus } from '../realtime/bus';
import type { Hub } from '../realtime/hub';

/**
 * The book's live changes on the socket: every process hands what the bus brings to its sockets holding
 * `SPORTS_TOPIC`; a (re)subscribing socket gets the mark that tells it to read the book over HTTP. Answers the
 * unsubscribe from the bus.
 */
export function serveSportsTopic({ hub, bus }: { hub: Hub; bus: Bus }): () => void {
  hub.provide(SPORTS_TOPIC, { snapshot: async () => ({ resync: true }) });
  return bus.subscribe(SPORTS_TOPIC, (changes) => hub.deliver(SPORTS_TOPIC, changes));
}

/**
 * Publishes what one feed sync wrote (call after it is written). Never throws: a lost message only leaves a page on
 * its last prices until its fallback poll or next snapshot, and a bet is always priced from the database.
 */
export async function publishSportsChanges(
  bus: Bus,
  changes: SportsChanges,
  log: { warn(o: object, m: string): void },
): Promise<void> {
  if (noSportsChanges(changes)) return;
  try {
    await bus.publish(SPORTS_TOPIC, changes);
  } catch (error) {
    log.warn({ err: error }, 'The book’s changes could not be published');
  }
}
