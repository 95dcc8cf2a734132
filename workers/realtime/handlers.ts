import type { TopicName } from '../../contract/realtime/topics';
import type { ContextRef } from '../context';
import type { TopicUpdate } from './connection';

/**
 * The page's way to the tab's socket: `realtimeSubscribe` takes a callback the page wraps in Comlink's `proxy`
 * and answers the subscription's id, which `realtimeUnsubscribe` ends.
 */
export function realtimeHandlers(ref: ContextRef) {
  const stops = new Map<number, () => void>();
  let nextId = 0;
  return {
    async realtimeSubscribe(topic: TopicName, callback: (update: TopicUpdate) => void): Promise<number> {
      const { realtime } = await ref.ready();
      const id = ++nextId;
      stops.set(
        id,
        realtime.subscribe(topic, (update) => void Promise.resolve(callback(update)).catch(() => {})),
      );
      return id;
    },
    async realtimeUnsubscribe(id: number): Promise<void> {
      stops.get(id)?.();
      stops.delete(id);
    },
    /** The server's clock minus the page's (ms; null before the first pong): countdowns in server time. */
    async realtimeClock(): Promise<{ offsetMs: number | null; status: string }> {
      const { realtime } = await ref.ready();
      return { offsetMs: realtime.clockOffset(), status: realtime.status() };
    },
  };
}
