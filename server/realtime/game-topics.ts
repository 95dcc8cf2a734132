import { CRASH_TOPIC } from '../../contract/realtime/crash';
import { LIVE_TOPIC } from '../../contract/realtime/live';
import { ROOMS_TOPIC } from '../../contract/realtime/rooms';
import type { CrashService } from '../crash/service';
import type { LiveService } from '../live/service';
import type { RoomsService } from '../rooms/service';
import type { Bus } from './bus';
import type { Hub } from './hub';

/**
 * The shared rounds on the socket: a subscribing socket gets crash's state, the rooms' or the live tables' list from the database,
 * then every event any process published on the bus. Answers the unsubscribe from the bus.
 */
export function serveGameTopics({
  hub,
  bus,
  crash,
  rooms,
  live,
}: {
  hub: Hub;
  bus: Bus;
  crash: Pick<CrashService, 'state'>;
  rooms: Pick<RoomsService, 'list'>;
  live: Pick<LiveService, 'list'>;
}): () => void {
  hub.provide(CRASH_TOPIC, { snapshot: (userId) => crash.state(userId) });
  hub.provide(ROOMS_TOPIC, { snapshot: (userId) => rooms.list(userId) });
  hub.provide(LIVE_TOPIC, { snapshot: () => live.list() });
  const stops = [
    bus.subscribe(CRASH_TOPIC, (event) => hub.deliver(CRASH_TOPIC, event)),
    bus.subscribe(ROOMS_TOPIC, (event) => hub.deliver(ROOMS_TOPIC, event)),
    bus.subscribe(LIVE_TOPIC, (event) => hub.deliver(LIVE_TOPIC, event)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
