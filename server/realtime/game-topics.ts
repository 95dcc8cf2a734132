import { CRASH_TOPIC } from '../../contract/realtime/crash';
import { ROOMS_TOPIC } from '../../contract/realtime/rooms';
import type { CrashService } from '../crash/service';
import type { RoomsService } from '../rooms/service';
import type { Bus } from './bus';
import type { Hub } from './hub';

/**
 * The shared rounds on the socket: a subscribing socket gets crash's state or the rooms' list from the database,
 * then every event any process published on the bus. Answers the unsubscribe from the bus.
 */
export function serveGameTopics({
  hub,
  bus,
  crash,
  rooms,
}: {
  hub: Hub;
  bus: Bus;
  crash: Pick<CrashService, 'state'>;
  rooms: Pick<RoomsService, 'list'>;
}): () => void {
  hub.provide(CRASH_TOPIC, { snapshot: (userId) => crash.state(userId) });
  hub.provide(ROOMS_TOPIC, { snapshot: (userId) => rooms.list(userId) });
  const stops = [
    bus.subscribe(CRASH_TOPIC, (event) => hub.deliver(CRASH_TOPIC, event)),
    bus.subscribe(ROOMS_TOPIC, (event) => hub.deliver(ROOMS_TOPIC, event)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
